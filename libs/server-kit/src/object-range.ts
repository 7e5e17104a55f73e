import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { ObjectInfo } from '@nats-io/obj';
import type { NatsConnection } from '@nats-io/transport-node';
import { createHash } from 'node:crypto';

/** The object store's default chunk, used when an object does not say its own. */
const DEFAULT_CHUNK = 128 * 1024;
/** Chunks asked for at a time: about 1 MB in flight, so a slow reader holds little in memory. */
const CHUNKS_IN_FLIGHT = 8;

/**
 * Bytes `start..end` (inclusive) of an object of a JetStream object store, read from the chunk
 * that holds `start` instead of from the object's first byte (a video player seeking near the end
 * of a 100 MB video asked the gateway for 2 s of reading before this).
 *
 * The layout is the object store's own (NATS ADR-20): the object's chunks are the messages of
 * `$O.<bucket>.C.<nuid>` in the stream `OBJ_<bucket>`, each `max_chunk_size` bytes but the last.
 * When nothing was stored between its first and last chunk (the usual case: the first and last
 * sequences are `chunks` apart), chunk k is at the first's sequence + k and reading starts there.
 * Otherwise (another object was put at the same time) reading starts at the first chunk and the
 * chunks before `start` are passed over without being copied or hashed.
 *
 * A part cannot be checked against the object's digest; `readWholeObject` checks it.
 */
export async function* readObjectRange(nc: NatsConnection, bucket: string, info: ObjectInfo, start: number, end: number): AsyncGenerator<Uint8Array> {
  const stream = `OBJ_${bucket}`;
  const subject = `$O.${bucket}.C.${info.nuid}`;
  const chunkSize = info.options?.max_chunk_size ?? DEFAULT_CHUNK;
  const index = Math.floor(start / chunkSize);

  // The store was opened through JetStream already: no need to ask the server whether it has it.
  const manager = await jetstreamManager(nc, { checkAPI: false });
  if (info.chunks === 1) {
    // Most pictures: one chunk, one request.
    const only = await manager.direct.getMessage(stream, { next_by_subj: subject });
    if (!only) throw new Error(`object ${info.name} has no chunks in ${stream}`);
    yield only.data.subarray(start, end + 1);
    return;
  }
  const [first, last] = await Promise.all([
    manager.direct.getMessage(stream, { next_by_subj: subject }),
    manager.direct.getMessage(stream, { last_by_subj: subject }),
  ]);
  if (!first || !last) throw new Error(`object ${info.name} has no chunks in ${stream}`);
  const together = last.seq - first.seq + 1 === info.chunks;

  const consumer = await jetstream(nc).consumers.get(stream, {
    filter_subjects: subject,
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: together ? first.seq + index : first.seq,
  });
  const messages = await consumer.consume({ max_messages: CHUNKS_IN_FLIGHT });
  let skipChunks = together ? 0 : index;
  let skipBytes = start - index * chunkSize;
  let remaining = end - start + 1;
  try {
    for await (const message of messages) {
      if (skipChunks > 0) {
        skipChunks--;
      } else {
        let data = message.data.subarray(skipBytes);
        skipBytes = 0;
        if (data.length > remaining) data = data.subarray(0, remaining);
        remaining -= data.length;
        if (data.length > 0) yield data;
      }
      if (remaining <= 0) return;
      if (message.info.pending === 0) throw new Error(`object ${info.name} ended ${remaining} bytes early`);
    }
  } finally {
    messages.stop();
  }
}

/**
 * The whole object, checked against its digest as the store's own `get` does (a mismatch ends the
 * stream with an error, so the download is cut short rather than answered wrong). Read like a
 * range: about 1 MB in flight, where `get` queued the object as fast as NATS delivered it, and
 * measured faster for a picture (docs/decisions/005-object-store-byte-ranges.md).
 */
export async function* readWholeObject(nc: NatsConnection, bucket: string, info: ObjectInfo): AsyncGenerator<Uint8Array> {
  if (info.size === 0) return;
  const hash = createHash('sha256');
  for await (const chunk of readObjectRange(nc, bucket, info, 0, info.size - 1)) {
    hash.update(chunk);
    yield chunk;
  }
  const expected = Buffer.from(info.digest.replace(/^SHA-256=/, ''), 'base64url');
  if (!hash.digest().equals(expected)) throw new Error(`object ${info.name} does not match its digest`);
}
