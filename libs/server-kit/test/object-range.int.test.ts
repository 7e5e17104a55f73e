import { jetstreamManager } from '@nats-io/jetstream';
import { Objm, StorageType, type ObjectInfo, type ObjectStore } from '@nats-io/obj';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { readObjectRange, readWholeObject } from '@openset/server-kit';
import { stackInfo } from '@openset/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Ranges of objects in a real JetStream object store, read from the chunk that holds their
 * first byte: an object stored in one run of chunks, and one whose chunks another object's
 * chunks interrupt (two uploads at once), each compared byte for byte with the file it holds.
 */
const CHUNK = 1000;
// A real file of some size: the repository's lockfile (hundreds of chunks of 1,000 bytes).
const file = readFileSync(resolve(import.meta.dirname, '../../../package-lock.json'));
const bucket = `range-test-${randomUUID().slice(0, 8)}`;
let nc: NatsConnection;
let store: ObjectStore;

const options = { max_chunk_size: CHUNK };

async function read(name: string, start: number, end: number): Promise<Buffer> {
  const info = await store.info(name);
  const parts: Uint8Array[] = [];
  for await (const part of readObjectRange(nc, bucket, info!, start, end)) parts.push(part);
  return Buffer.concat(parts);
}

/** The chunks of `name` lie in one run of stream sequences. */
async function inOneRun(name: string): Promise<boolean> {
  const info = (await store.info(name))!;
  const manager = await jetstreamManager(nc);
  const subject = `$O.${bucket}.C.${info.nuid}`;
  const first = await manager.direct.getMessage(`OBJ_${bucket}`, { next_by_subj: subject });
  const last = await manager.direct.getMessage(`OBJ_${bucket}`, { last_by_subj: subject });
  return last!.seq - first!.seq + 1 === info.chunks;
}

beforeAll(async () => {
  nc = await connect({ servers: stackInfo().natsUrl });
  store = await new Objm(nc).create(bucket, { storage: StorageType.Memory });
  await store.putBlob({ name: 'together', options }, file);
  await store.putBlob({ name: 'one chunk', options }, file.subarray(0, 700));
  // An upload whose second half waits for another upload to be stored whole.
  const half = Math.floor(file.length / 2);
  let pulls = 0;
  const interrupted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      pulls++;
      if (pulls === 1) controller.enqueue(file.subarray(0, half));
      else if (pulls === 2) {
        await store.putBlob({ name: 'between', options }, file.subarray(0, 20 * CHUNK));
        controller.enqueue(file.subarray(half));
      } else controller.close();
    },
  });
  await store.put({ name: 'interrupted', options }, interrupted);
});

afterAll(async () => {
  await store.destroy().catch(() => undefined);
  await nc.close();
});

const size = file.length;
const ranges: [string, number, number][] = [
  ['the first byte', 0, 0],
  ['the whole file', 0, size - 1],
  ['across a chunk boundary', CHUNK - 1, CHUNK],
  ['exactly the second chunk', CHUNK, 2 * CHUNK - 1],
  ['from the middle of a chunk over several', 12_345, 45_678],
  ['the last 1,500 bytes', size - 1_500, size - 1],
  ['the last byte', size - 1, size - 1],
];

describe('readObjectRange', () => {
  it('knows which object lies in one run of chunks and which does not (the two cases below)', async () => {
    expect([await inOneRun('together'), await inOneRun('interrupted')]).toEqual([true, false]);
  });

  for (const name of ['together', 'interrupted']) {
    it.each(ranges)(`reads ${name}: %s`, async (_what, start, end) => {
      expect((await read(name, start, end)).equals(file.subarray(start, end + 1))).toBe(true);
    });
  }

  it.each([
    ['all of it', 0, 699],
    ['its middle', 100, 199],
    ['its last byte', 699, 699],
  ])('reads an object of one chunk: %s', async (_what, start, end) => {
    expect((await read('one chunk', start, end)).equals(file.subarray(start, end + 1))).toBe(true);
  });

  it('reads a whole object and checks it against its digest', async () => {
    const info = (await store.info('interrupted'))!;
    const parts: Uint8Array[] = [];
    for await (const part of readWholeObject(nc, bucket, info)) parts.push(part);
    expect(Buffer.concat(parts).equals(file)).toBe(true);
  });

  it('ends a whole read with an error when the bytes do not match the digest', async () => {
    const info = (await store.info('together'))!;
    // The digest of other bytes: what a damaged object would be read against.
    const other = await store.putBlob({ name: 'other', options }, file.subarray(0, 10));
    const damaged = { name: info.name, nuid: info.nuid, size: info.size, chunks: info.chunks, options: info.options, digest: other.digest } as ObjectInfo;
    const read = async () => {
      for await (const _part of readWholeObject(nc, bucket, damaged)) void _part;
    };
    await expect(read()).rejects.toThrow('does not match its digest');
  });

  it('stops reading when the reader stops (a player that seeks away)', async () => {
    const info = (await store.info('together'))!;
    const reader = readObjectRange(nc, bucket, info, 0, size - 1);
    const first = await reader.next();
    await reader.return(undefined);
    expect(Buffer.from(first.value as Uint8Array).equals(file.subarray(0, CHUNK))).toBe(true);
    // The next read of the same object is whole and right: nothing of the stopped one is left.
    expect((await read('together', 5, 2_500)).equals(file.subarray(5, 2_501))).toBe(true);
  });
});
