import { createHash, randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { Objm } from '@nats-io/obj';
import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import type { Resource, ResourceKind } from '@openset/contracts';
import { stackInfo } from '@openset/testing';
import { EX, bodyOf, createExercise, errorOf, signedIn, sql } from './helpers.js';

const RES = '/api/clinician/resources';
/** Upload Error keeps ERRVALIDATION's field list, the file field marked with the catalogue key. */
const UPLOAD_ERROR_FIELDS = [{ path: 'file', message: 'File is either the wrong type, or too big.', key: 'uploadError' }];
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7fb0' } }).png().toBuffer();

/** Staged objects of the uploads bucket whose file name is `filename`. */
async function stagedNamed(filename: string): Promise<number> {
  const nc = await connect({ servers: stackInfo().natsUrl });
  try {
    const bucket = await new Objm(nc).open(`${stackInfo().natsPrefix}-uploads`);
    return (await bucket.list()).filter((info) => info.metadata?.filename === filename).length;
  } catch {
    return 0;
  } finally {
    await nc.close();
  }
}

describe('resources: uploads and files', () => {
  it('uploads an image, serves it at the requested width (made once), with ETag and 304', async () => {
    const { api } = await signedIn();
    const uploaded = bodyOf<Resource>(await api.upload(`${RES}/upload/image`, 'file', await png(1600, 1200), 'photo.png', 'image/png', { caption: 'Start position' }));
    expect(uploaded).toMatchObject({ kind: 'userImage' satisfies ResourceKind, mime: 'image/png', width: 1600, height: 1200, caption: 'Start position' });

    for (const width of [60, 120, 150, 300, 1000]) {
      const response = await fetch(`${stackInfo().baseUrl}${RES}/${uploaded.id}/file?imgWidth=${width}`, { headers: { cookie: api.sessionCookie! } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
      const again = await fetch(`${stackInfo().baseUrl}${RES}/${uploaded.id}/file?imgWidth=${width}`, {
        headers: { cookie: api.sessionCookie!, 'if-none-match': response.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }
    const meta = bodyOf<{ items: Resource[] }>(await api.get(`${RES}/${uploaded.id}`, { imgWidth: 120 })).items[0]!;
    expect(meta.url).toBe(`${RES}/${uploaded.id}/file?imgWidth=120`);

    // An exercise carries it, and lists send its resource along.
    const exercise = await createExercise(api, { title: 'With picture', thumbnailId: uploaded.id, resources: [{ resourceId: uploaded.id, caption: 'Start' }] });
    const page = bodyOf<{ resources: Resource[] }>(await api.get(`${EX}/${exercise.id}`, { imgWidth: 300 }));
    expect(page.resources.map((r) => r.smallUrl)).toEqual([`${RES}/${uploaded.id}/file?imgWidth=120`]);
  });

  it('answers every one of many requests at once for a width not made yet, with the same image', async () => {
    const { api } = await signedIn();
    const uploaded = bodyOf<Resource>(await api.upload(`${RES}/upload/image`, 'file', await png(1200, 900), 'wall.png', 'image/png'));
    // A page of rows naming one image asks for it from each row together.
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`${stackInfo().baseUrl}${RES}/${uploaded.id}/file?imgWidth=300`, { headers: { cookie: api.sessionCookie! } })),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
    for (const response of responses) expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(300);
  });

  it('answers byte ranges of a file, as video players ask for them to start and to seek', async () => {
    const { api } = await signedIn();
    const noise = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    const uploaded = bodyOf<Resource>(await api.upload(`${RES}/upload/image`, 'file', noise, 'noise.png', 'image/png'));
    const get = (headers: Record<string, string> = {}) => fetch(`${stackInfo().baseUrl}${RES}/${uploaded.id}/file?imgWidth=1000`, { headers: { cookie: api.sessionCookie!, ...headers } });
    const whole = await get();
    expect([whole.status, whole.headers.get('accept-ranges')]).toEqual([200, 'bytes']);
    const all = Buffer.from(await whole.arrayBuffer());
    // Several of the object store's 128 KB chunks.
    expect(all.length).toBeGreaterThan(400_000);
    const size = all.length;
    // Bodies compared by length and digest (jest compares 2 MB buffers byte by byte, for seconds).
    const bytes = (body: Buffer) => `${body.length} bytes, sha256 ${createHash('sha256').update(body).digest('hex')}`;
    const part = async (range: string, headers: Record<string, string> = {}) => {
      const response = await get({ range, ...headers });
      return { status: response.status, range: response.headers.get('content-range'), body: bytes(Buffer.from(await response.arrayBuffer())) };
    };
    // A player's first request, a stretch across chunks, the end, the last bytes.
    expect(await part('bytes=0-1')).toEqual({ status: 206, range: `bytes 0-1/${size}`, body: bytes(all.subarray(0, 2)) });
    expect(await part('bytes=100000-300000')).toEqual({ status: 206, range: `bytes 100000-300000/${size}`, body: bytes(all.subarray(100_000, 300_001)) });
    expect(await part(`bytes=${size - 1000}-`)).toEqual({ status: 206, range: `bytes ${size - 1000}-${size - 1}/${size}`, body: bytes(all.subarray(size - 1000)) });
    expect(await part('bytes=-10')).toEqual({ status: 206, range: `bytes ${size - 10}-${size - 1}/${size}`, body: bytes(all.subarray(size - 10)) });
    // Past the end: unsatisfiable, with the size.
    expect(await part(`bytes=${size}-`)).toEqual({ status: 416, range: `bytes */${size}`, body: bytes(Buffer.alloc(0)) });
    // If-Range naming this version: the part; another version, or several ranges: the whole file.
    expect((await part('bytes=5-9', { 'if-range': whole.headers.get('etag')! })).body).toEqual(bytes(all.subarray(5, 10)));
    expect(await part('bytes=5-9', { 'if-range': '"another-version"' })).toEqual({ status: 200, range: null, body: bytes(all) });
    expect(await part('bytes=0-1,5-6')).toEqual({ status: 200, range: null, body: bytes(all) });
  });

  it('refuses a file of the wrong type, whatever its name and declared type, and stores nothing', async () => {
    const { api, account } = await signedIn();
    const filename = `fake-${randomUUID()}.png`;
    const response = await api.upload(`${RES}/upload/image`, 'file', Buffer.from('%PDF-1.4 not an image at all'), filename, 'image/png');
    expect(errorOf(response)).toMatchObject({ status: 400, code: 'ERRVALIDATION', message: 'Upload Error', details: UPLOAD_ERROR_FIELDS });
    // An image is the wrong type for the video upload.
    const asVideo = await api.upload(`${RES}/upload/video`, 'file', await png(10, 10), filename, 'video/mp4');
    expect(errorOf(asVideo)).toMatchObject({ message: 'Upload Error', details: UPLOAD_ERROR_FIELDS });
    expect(await sql('select 1 from "exercises"."resources" where "owner_id" = ?', [account.id])).toEqual([]);
    expect(await stagedNamed(filename)).toBe(0);
  });

  it('refuses a file over the size limit while it streams, and stores nothing', async () => {
    const { api, account } = await signedIn();
    const filename = `big-${randomUUID()}.png`;
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(16 * 1024 * 1024)]);
    const response = await api.upload(`${RES}/upload/image`, 'file', big, filename, 'image/png');
    expect(errorOf(response)).toMatchObject({ status: 400, message: 'Upload Error', details: UPLOAD_ERROR_FIELDS });
    expect(await sql('select 1 from "exercises"."resources" where "owner_id" = ?', [account.id])).toEqual([]);
    expect(await stagedNamed(filename)).toBe(0);
  });

  it("another clinician's upload is not found, and cannot be put on an exercise", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const uploaded = bodyOf<Resource>(await owner.api.upload(`${RES}/upload/image`, 'file', await png(200, 100), 'p.png', 'image/png'));
    expect(errorOf(await other.api.get(`${RES}/${uploaded.id}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await other.api.get(`${RES}/${uploaded.id}/file?imgWidth=120`)).code).toBe('ERRNOTFOUND');
  });

  it('describes the upload of each type', async () => {
    const { api } = await signedIn();
    const info = bodyOf<{ maxBytes: number; accept: string[] }>(await api.get(`${RES}/upload/video`));
    expect(info.accept).toContain('video/mp4');
    expect(info.maxBytes).toBeGreaterThan(10 * 1024 * 1024);
  });
});
