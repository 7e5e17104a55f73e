import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { connect, headers, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { natsConnectionOptions, prefixed } from './config.js';
import { serviceLogger } from './logger.js';

/** One message's bytes at most: well under NATS's 1 MB payload limit. */
export const STREAM_CHUNK_BYTES = 256 * 1024;
/** How long either side waits for the other before giving the stream up. */
export const STREAM_IDLE_MS = Number(process.env.STREAM_IDLE_MS ?? 30_000);
const END_HEADER = 'Openset-Stream';

const logger = serviceLogger('byte-stream');

/**
 * Bytes a service makes while the gateway already writes them to the browser (routes of
 * `transfer: { kind: 'stream' }`, decision 012). The gateway listens on a subject of its own
 * (`streamSubject()`) before it forwards the request, naming it in `meta.streamTo`; the service
 * answers the route with its StreamStart, then sends the bytes there in order, each chunk a NATS
 * request that the gateway answers once the chunk is handed to the HTTP answer. So the service
 * never runs ahead of a slow browser by more than one chunk it cannot hold back, a chunk is never
 * lost unnoticed (no answer: the sender stops), and a gateway copy that dies ends the render.
 * The last message carries the header `Openset-Stream: end` (or `error`) and no bytes.
 */
@Injectable()
export class ByteStreams implements OnApplicationShutdown {
  private connection: Promise<NatsConnection> | null = null;

  private nats(): Promise<NatsConnection> {
    this.connection ??= connect(natsConnectionOptions('streams'));
    return this.connection;
  }

  /** A fresh subject for one answer's bytes. */
  streamSubject(): string {
    return prefixed(`streams.${randomUUID()}`);
  }

  /**
   * Gateway: the chunks sent to `subject`, in order, until the sender's end. Subscribe before the
   * request goes out; each chunk is acknowledged when the returned iterator is asked for the next.
   * Throws when the sender reports an error or goes quiet for STREAM_IDLE_MS.
   */
  async receive(subject: string): Promise<ReceivedStream> {
    const nc = await this.nats();
    const subscription = nc.subscribe(subject);
    await nc.flush();
    return new ReceivedStream(subscription);
  }

  /** Service: a Writable whose bytes go to `subject` in chunks, each waiting for the gateway's acknowledgement. */
  async sender(subject: string): Promise<Writable> {
    const nc = await this.nats();
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const send = async (payload: Uint8Array, end?: 'end' | 'error') => {
      const options = end ? { timeout: STREAM_IDLE_MS, headers: marker(end) } : { timeout: STREAM_IDLE_MS };
      await nc.request(subject, payload, options);
    };
    const flush = async () => {
      const chunk = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      for (let offset = 0; offset < chunk.length; offset += STREAM_CHUNK_BYTES) {
        await send(chunk.subarray(offset, offset + STREAM_CHUNK_BYTES));
      }
    };
    return new Writable({
      highWaterMark: STREAM_CHUNK_BYTES,
      write(chunk: Buffer, _encoding, done) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes < STREAM_CHUNK_BYTES) {
          done();
          return;
        }
        flush().then(() => done(), done);
      },
      final(done) {
        flush()
          .then(() => send(new Uint8Array(0), 'end'))
          .then(() => done(), done);
      },
      destroy(error, done) {
        // Tell the gateway, when it still listens, that the bytes it has are not the whole answer.
        if (error) nc.publish(subject, new Uint8Array(0), { headers: marker('error') });
        done(error);
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.connection) await (await this.connection).drain().catch(() => undefined);
  }
}

function marker(kind: 'end' | 'error') {
  const h = headers();
  h.set(END_HEADER, kind);
  return h;
}

/** The gateway's end of one stream: its chunks in order. */
export class ReceivedStream {
  constructor(private readonly subscription: Subscription) {}

  async *chunks(): AsyncGenerator<Uint8Array> {
    const iterator = this.subscription[Symbol.asyncIterator]();
    let previous: Msg | null = null;
    try {
      for (;;) {
        // The previous chunk is written: let the sender make the next.
        previous?.respond();
        const next = await nextWithin(iterator, STREAM_IDLE_MS);
        if (next === null) throw new Error('The stream went quiet');
        const kind = next.headers?.get(END_HEADER);
        if (kind === 'error') throw new Error('The sender failed');
        if (kind === 'end') {
          next.respond();
          return;
        }
        previous = next;
        yield next.data;
      }
    } finally {
      this.close();
    }
  }

  close(): void {
    if (!this.subscription.isClosed()) this.subscription.unsubscribe();
  }
}

async function nextWithin(iterator: AsyncIterator<Msg>, ms: number): Promise<Msg | null> {
  let timer: NodeJS.Timeout | undefined;
  const quiet = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    const result = await Promise.race([iterator.next(), quiet]);
    if (result === null) return null;
    if (result.done) return null;
    return result.value;
  } catch (error) {
    logger.warn({ err: String(error) }, 'stream subscription failed');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
