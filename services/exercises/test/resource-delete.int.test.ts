import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { ERROR_MESSAGES, type Resource } from '@openset/contracts';
import { stackInfo, type ApiClient } from '@openset/testing';
import { EX, bodyOf, createExercise, errorOf, signedIn, sql, teamWith } from './helpers.js';

const RES = '/api/clinician/resources';

async function upload(api: ApiClient): Promise<Resource> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#663399' } }).png().toBuffer();
  return bodyOf<Resource>(await api.upload(`${RES}/upload/image`, 'file', png, 'mine.png', 'image/png', { caption: 'Mine' }));
}

/** The stored original's key, read before the row goes. */
async function storageKeyOf(id: string): Promise<string> {
  const [row] = await sql<{ storage_key: string }>('select "storage_key" from "exercises"."resources" where "id" = ?', [id]);
  return row!.storage_key;
}

describe('deleting an upload', () => {
  it('refuses while an exercise uses it (as thumbnail or resource), then deletes the row and its stored files', async () => {
    const { api } = await signedIn();
    const picture = await upload(api);
    // A variant made, so that there is more than the original to remove.
    expect((await api.get(`${RES}/${picture.id}/file`, { imgWidth: 120 })).status).toBe(200);
    const key = await storageKeyOf(picture.id);
    const stored = [join(stackInfo().fileStoreDir, key), join(stackInfo().fileStoreDir, `${key}.w120.png`)];
    expect(stored.map(existsSync)).toEqual([true, true]);

    const asThumbnail = await createExercise(api, { title: 'Shows it', thumbnailId: picture.id });
    const asResource = await createExercise(api, { title: 'Lists it', resources: [{ resourceId: picture.id, caption: 'Step' }] });
    const inUse = { status: 409, code: 'ERROPERATION', message: ERROR_MESSAGES.resourceInUse, details: { key: 'resourceInUse' } };
    expect(errorOf(await api.delete(`${RES}/${picture.id}`))).toMatchObject(inUse);
    expect(bodyOf(await api.put(`${EX}/${asThumbnail.id}`, { thumbnailId: null }))).toMatchObject({ thumbnailId: null });
    expect(errorOf(await api.delete(`${RES}/${picture.id}`))).toMatchObject(inUse);
    bodyOf(await api.delete(`${EX}/${asResource.id}`));

    expect(bodyOf(await api.delete(`${RES}/${picture.id}`))).toEqual({ ok: true });
    expect(await sql('select 1 from "exercises"."resources" where "id" = ?', [picture.id])).toEqual([]);
    expect(stored.map(existsSync)).toEqual([false, false]);
    expect(errorOf(await api.get(`${RES}/${picture.id}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await api.delete(`${RES}/${picture.id}`)).code).toBe('ERRNOTFOUND');
  });

  it('refuses while a set names it, as a client would see it there no more', async () => {
    const { api } = await signedIn();
    const picture = await upload(api);
    const exercise = await createExercise(api, { title: 'Plain' });
    const element = {
      type: 'setExercise', key: 'e1', stockId: null, customId: exercise.id, title: 'Plain', instructions: '', reflect: false,
      thumbnailId: picture.id, parameters: [], resources: [],
    };
    bodyOf(await api.post('/api/clinician/sets', { type: 'folderSet', savename: 'Template', title: 'Knee', elements: [element] }));
    expect(errorOf(await api.delete(`${RES}/${picture.id}`))).toMatchObject({ status: 409, code: 'ERROPERATION', details: { key: 'resourceInUse' } });
    expect(await sql('select 1 from "exercises"."resources" where "id" = ?', [picture.id])).toHaveLength(1);
  });

  it("answers another account's upload, a team-mate's, and a library picture exactly as an unknown id, and keeps them", async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readWrite' }]);
    const [author, mate] = [staff[0]!, staff[1]!];
    const stranger = await signedIn();
    const teamPicture = await upload(author.api);
    await createExercise(author.api, { title: 'For the team', folderKind: 'team', thumbnailId: teamPicture.id });
    const unused = await upload(author.api);
    // A library picture: no owner.
    const [library] = await sql<{ id: string }>(
      `insert into "exercises"."resources" ("kind", "mime", "size", "storage_key") values ('stockImage', 'image/png', 1, ?) returning "id"`,
      [`lib/test/${randomUUID()}.png`],
    );

    const unknown = errorOf(await mate.api.delete(`${RES}/${randomUUID()}`));
    expect(unknown).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect(errorOf(await mate.api.delete(`${RES}/not-a-uuid`))).toEqual(unknown);
    expect(errorOf(await mate.api.delete(`${RES}/${teamPicture.id}`))).toEqual(unknown);
    expect(errorOf(await stranger.api.delete(`${RES}/${unused.id}`))).toEqual(unknown);
    expect(errorOf(await mate.api.delete(`${RES}/${library!.id}`))).toEqual(unknown);
    const kept = await sql<{ id: string }>('select "id" from "exercises"."resources" where "id" in (?, ?, ?)', [teamPicture.id, unused.id, library!.id]);
    expect(kept).toHaveLength(3);
  });
});
