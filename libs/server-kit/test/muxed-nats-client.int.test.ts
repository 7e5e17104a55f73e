import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { createServer, connect as tcpConnect, type AddressInfo, type Socket } from 'node:net';
import { DomainError, MuxedNatsClient, prefixed, ReplyDeserializer, RpcClient } from '@openset/server-kit';
import { stackInfo } from '@openset/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';

/**
 * RpcClient over the muxed client against the real NATS server, with responders written with
 * NATS' own client, answering in Nest's packet format (`{id, isDisposed, response | err}`).
 */
let responder: NatsConnection;
let client: MuxedNatsClient;
let rpc: RpcClient;
const decoder = new TextDecoder();

interface Packet {
  id: string;
  data: unknown;
}
const packetOf = (msg: Msg) => JSON.parse(decoder.decode(msg.data)) as Packet;
const answer = (msg: Msg, body: object) => msg.respond(JSON.stringify({ id: packetOf(msg).id, isDisposed: true, ...body }));

/**
 * A subject of this test alone, answered by `respond`; the server has the subscription when this
 * resolves (flushed), else a first call can find no responder yet on a slow machine.
 */
async function serve(respond: (msg: Msg) => void): Promise<string> {
  const subject = `muxtest.${randomUUID()}`;
  responder.subscribe(prefixed(subject), { callback: (_error, msg) => respond(msg) });
  await responder.flush();
  return subject;
}

beforeAll(async () => {
  responder = await connect({ servers: stackInfo().natsUrl });
  client = new MuxedNatsClient({ servers: [stackInfo().natsUrl], deserializer: new ReplyDeserializer() });
  rpc = new RpcClient(client);
});

afterAll(async () => {
  await client.close();
  await responder.close();
});

describe('requests over one reply inbox', () => {
  it('answers 200 calls sent at once, each with its own reply, all replies addressed under one inbox', async () => {
    const replySubjects: string[] = [];
    const subject = await serve((msg) => {
      replySubjects.push(msg.reply!);
      // Answered in reverse order of arrival, a few at a time, so replies cross each other.
      setTimeout(() => answer(msg, { response: { echo: packetOf(msg).data } }), 200 - replySubjects.length);
    });
    const calls = Array.from({ length: 200 }, (_, index) => rpc.call<{ echo: { n: number } }>(subject, { n: index }));
    const replies = await Promise.all(calls);

    expect(replies.map((reply) => reply.echo.n)).toEqual(Array.from({ length: 200 }, (_, index) => index));
    // `_INBOX.<this client's inbox>.<token>`: one subscription (`_INBOX.<inbox>.*`) takes every
    // reply, where Nest alone subscribes to a new `_INBOX.<id>` for each request.
    const inboxes = new Set(replySubjects.map((reply) => reply.slice(0, reply.lastIndexOf('.'))));
    expect(inboxes.size).toBe(1);
    expect([...inboxes][0]).toMatch(/^_INBOX\.[^.]+$/);
    expect(new Set(replySubjects).size).toBe(200);
  });

  it("hands a service's refusal to the caller as its DomainError", async () => {
    const subject = await serve((msg) => answer(msg, { err: { code: 'ERRNOTFOUND', message: 'No such client' } }));
    const refusal = await rpc.call(subject, {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'ERRNOTFOUND', message: 'No such client' });
  });

  it('drops a reply that comes after its caller stopped waiting; the next call gets its own answer', async () => {
    let calls = 0;
    const subject = await serve((msg) => {
      calls++;
      const late = calls === 1;
      setTimeout(() => answer(msg, { response: late ? 'late' : 'on time' }), late ? 400 : 0);
    });
    const first = await rpc.call(subject, {}, { timeoutMs: 100, retry: false }).catch((error: unknown) => error);
    expect(first).toMatchObject({ code: 'ERRUNAVAILABLE' });
    // Sent while the late reply is still on its way.
    const second = rpc.call<string>(subject, {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await second).toBe('on time');
  });

  it('tells at once that nobody listens on a subject (ERRUNAVAILABLE, not a timeout)', async () => {
    const nobody = await rpc.call(`muxtest.${randomUUID()}`, {}, { timeoutMs: 60_000, retry: false }).catch((error: unknown) => error);
    expect(nobody).toBeInstanceOf(DomainError);
    expect(nobody).toMatchObject({ code: 'ERRUNAVAILABLE', message: 'muxtest is unavailable' });
  });
});

/**
 * A TCP hop between a client and the NATS server that can be cut: every connection through it
 * closed and new ones refused until it is restored, as the client sees a NATS restart.
 */
async function cuttableHop(natsUrl: string) {
  const target = new URL(natsUrl);
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((inbound) => {
    if (!open) return void inbound.destroy();
    const outbound = tcpConnect(Number(target.port), target.hostname);
    inbound.pipe(outbound).pipe(inbound);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `nats://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const until = async (holds: () => boolean) => {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('when the connection to NATS is lost and comes back', () => {
  it('sends a read whose reply was lost again as soon as it is back, and never a write', async () => {
    const hop = await cuttableHop(stackInfo().natsUrl);
    const behindHop = new MuxedNatsClient({ servers: [hop.url], reconnectTimeWait: 100, maxReconnectAttempts: -1, deserializer: new ReplyDeserializer() });
    const rpcBehindHop = new RpcClient(behindHop);
    try {
      // Each subject's first request is lost (never answered), as in a NATS restart.
      const received = { read: 0, write: 0 };
      const lossy = (kind: keyof typeof received) =>
        serve((msg) => {
          received[kind]++;
          if (received[kind] > 1) answer(msg, { response: `${kind} answered` });
        });
      const [readSubject, writeSubject] = await Promise.all([lossy('read'), lossy('write')]);
      // Timeouts far beyond this test's own limit: only the reconnection can end the read's wait.
      const read = rpcBehindHop.call<string>(readSubject, {}, { idempotent: true, timeoutMs: 120_000 });
      const write = rpcBehindHop.call<string>(writeSubject, {}, { timeoutMs: 3_000 }).catch((error: unknown) => error);
      await until(() => received.read === 1 && received.write === 1);

      hop.cut();
      await new Promise((resolve) => setTimeout(resolve, 300));
      hop.restore();

      expect(await read).toBe('read answered');
      expect(received.read).toBe(2);
      // The write may have happened: it is not sent twice, and its caller learns it is unknown.
      expect(await write).toMatchObject({ code: 'ERRUNAVAILABLE' });
      expect(received.write).toBe(1);
    } finally {
      await behindHop.close();
      await hop.close();
    }
  }, 20_000);
});
