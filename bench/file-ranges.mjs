// What a video player seeking in a large file waits for: one 1 MB byte range of a 100 MB object
// in the JetStream object store (where the gateway streams downloads from), read the way the
// gateway reads a range now (from the chunk that holds its first byte, readObjectRange) beside
// the way it did before (the store's whole-object `get`, bytes before the range read and
// dropped), at the start of the file (the baseline: both read 1 MB) and at 90% of it (a seek).
// The object is 100 MB of a real file (this machine's Node.js binary), in 128 KB chunks.
// Then what every picture costs: a whole 100 KB object (one chunk), digest checked both ways,
// by 10 readers at once, through `get` (the baseline) and `readWholeObject` (what downloads do).
import { Objm, StorageType } from '@nats-io/obj';
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readObjectRange, readWholeObject } from '../libs/server-kit/src/object-range.ts';
import { directLoad, report } from './lib/measure.mjs';

const SIZE = 100 * 1024 * 1024;
const RANGE = 1024 * 1024;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
const bucket = `bench-ranges-${randomUUID().slice(0, 8)}`;
const store = await new Objm(nc).create(bucket, { storage: StorageType.File });
try {
  const bytes = readFileSync(process.execPath).subarray(0, SIZE);
  const info = await store.putBlob({ name: 'video' }, bytes);
  console.log(`object: ${(info.size / 1024 / 1024).toFixed(0)} MB in ${info.chunks} chunks`);

  const drain = async (chunks, expected) => {
    let got = 0;
    for await (const chunk of chunks) got += chunk.length;
    if (got !== expected) throw new Error(`read ${got} bytes, expected ${expected}`);
  };
  /** The old way: the whole object from its first byte, stopping after the range. */
  const throughGet = async (start) => {
    const object = await store.get('video');
    const reader = object.data.getReader();
    let at = 0;
    try {
      while (at < start + RANGE) {
        const { value, done } = await reader.read();
        if (done) throw new Error('object ended early');
        at += value.length;
      }
    } finally {
      await reader.cancel();
      object.error.catch(() => undefined);
    }
  };
  const byRange = (start) => drain(readObjectRange(nc, bucket, info, start, start + RANGE - 1), RANGE);

  const seek = Math.floor(SIZE * 0.9);
  const options = { connections: 1, duration: DURATION, warmup: 1 };
  const rows = [
    ['first 1 MB, whole-object get (baseline)', await directLoad(() => throughGet(0), options)],
    ['first 1 MB, from its chunk', await directLoad(() => byRange(0), options)],
    ['1 MB at 90%, whole-object get (before)', await directLoad(() => throughGet(seek), options)],
    ['1 MB at 90%, from its chunk (now)', await directLoad(() => byRange(seek), options)],
  ];
  report(`one 1 MB range of a ${SIZE / 1024 / 1024} MB object, one reader, ${DURATION} s each`, rows, [
    `seek p50: ${(rows[2][1].p50 / rows[3][1].p50).toFixed(1)}x faster from its chunk; from its chunk at 90% against the baseline: ${(rows[3][1].p50 / rows[0][1].p50).toFixed(2)}x`,
  ]);

  const picture = await store.putBlob({ name: 'picture' }, readFileSync(process.execPath).subarray(SIZE, SIZE + 100_000));
  const pictureByGet = async () => {
    const object = await store.get('picture');
    await drain(object.data, picture.size);
    await object.error;
  };
  const pictureWhole = async () => drain(readWholeObject(nc, bucket, await store.info('picture')), picture.size);
  const ten = { connections: 10, duration: DURATION, warmup: 1 };
  const pictures = [
    ['100 KB picture, whole-object get (baseline)', await directLoad(pictureByGet, ten)],
    ['100 KB picture, readWholeObject (now)', await directLoad(pictureWhole, ten)],
  ];
  report(`a whole 100 KB object, 10 readers, ${DURATION} s each`, pictures, [
    `throughput ${(pictures[1][1].rps / pictures[0][1].rps).toFixed(2)}x, p99 ${(pictures[1][1].p99 / pictures[0][1].p99).toFixed(2)}x of the baseline`,
  ]);
} finally {
  await store.destroy().catch(() => undefined);
  await nc.close();
}
