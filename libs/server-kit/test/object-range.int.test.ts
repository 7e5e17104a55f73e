import { jetstreamManager } from '@nats-io/jetstream';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { readObjectRange } from '@openset/server-kit';
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
