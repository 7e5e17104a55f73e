import { afterAll, describe, expect, it } from '@jest/globals';
import type { Client, ClientCreated } from '@openset/contracts';
import { ApiClient, deleteStreams, privateEnv, stackInfo, startServiceProcess, stopProcess, storedEvents, waitFor } from '@openset/testing';
import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { CLIENTS, addClient, bodyOf, gatewayLikeCaller, signedIn } from './helpers.js';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });
const privatePrefixes: string[] = [];

afterAll(async () => {
  await db.end();
  for (const prefix of privatePrefixes) await deleteStreams(stackInfo().natsUrl, prefix);
});

const outboxRows = async (clientId: string) =>
  (
    await db.query<{ id: string; type: string; published: boolean }>(
      `select id, payload->>'type' as type, published_at is not null as published from clients.outbox where payload->'data'->>'clientId' = $1 order by created_at`,
      [clientId],
    )
  ).rows;

describe('client events for the activity log (outbox -> JetStream)', () => {
  it('records every view (health reads with the part read), create, update, archive and unarchive in the durable stream, with ids, the address and no PHI', async () => {
    const { account } = await signedIn();
    // Signed in from a known address (the test stack's gateway trusts X-Forwarded-For): the log's IP.
    const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const api = new ApiClient(undefined, { 'x-forwarded-for': ip });
    expect((await api.login(account.username, account.password)).status).toBe(200);
    const { client } = await addClient(api, { firstname: 'Private', lastname: 'Person' });
    bodyOf(await api.get(`${CLIENTS}/${client.id}`));
    bodyOf(await api.get(`${CLIENTS}/${client.id}/tracking`));
    bodyOf(await api.get(`${CLIENTS}/${client.id}/feedback`));
    bodyOf(await api.post(`${CLIENTS}/${client.id}/feedback`, { text: 'Private advice' }));
    bodyOf(await api.put(`${CLIENTS}/${client.id}`, { lastname: 'Renamed' }));
    bodyOf(await api.put(`${CLIENTS}/${client.id}/archived?value=true`));
    bodyOf(await api.put(`${CLIENTS}/${client.id}/archived?value=false`));

    const events = await waitFor(async () => {
      const ours = (await storedEvents('events.clients.>')).filter((stored) => stored.event.data.clientId === client.id);
      return ours.length >= 8 ? ours : undefined;
    }, 15_000);
    expect(events.map((stored) => stored.event.type)).toEqual([
      'clients.clientCreated',
      'clients.clientViewed',
      'clients.clientViewed',
      'clients.clientViewed',
      'clients.clientMessaged',
      'clients.clientUpdated',
      'clients.clientArchived',
      'clients.clientUnarchived',
    ]);
    expect(events.every((stored) => stored.event.actorId === account.id && stored.messageId === stored.event.id)).toBe(true);
    expect(events[0]!.event.data).toEqual({ clientId: client.id, ip });
    expect(events.slice(1, 3).map((stored) => stored.event.data)).toEqual([{ clientId: client.id, ip }, { clientId: client.id, part: 'tracking', ip }]);
    expect(events[3]!.event.data).toEqual({ clientId: client.id, part: 'messages', ip });
    expect(events[4]!.event.data).toEqual({ clientId: client.id, ip });
    expect(events[5]!.event.data).toEqual({ clientId: client.id, fields: ['lastname'], ip });
    expect(events.slice(6).map((stored) => stored.event.data)).toEqual([{ clientId: client.id, ip }, { clientId: client.id, ip }]);
    expect(JSON.stringify(events)).not.toMatch(/Private|Person|Renamed|@example|advice/);
    await waitFor(async () => ((await outboxRows(client.id)).every((row) => row.published) ? true : undefined));
  });

  it('records one view for a read the gateway sent twice (the same request), and one for each request', async () => {
    const { api, account } = await signedIn();
    const { client } = await addClient(api, { firstname: 'Once', lastname: 'Viewed' });
    // The stack's clients service, called over NATS as the gateway calls it.
    const call = await gatewayLikeCaller(account.id, stackInfo().natsPrefix);
    const [profileRead, messagesRead] = [randomUUID(), randomUUID()];
    // As the gateway after a timeout: the same request again, while the first is still running
    // or once it has answered. Each attempt answers.
    const [first, repeat] = await Promise.all([0, 1].map(() => call<Client>('clients.clients.get', { params: { id: client.id }, requestId: profileRead })));
    expect(repeat).toEqual(first);
    for (const requestId of [messagesRead, messagesRead]) await call('clients.clients.feedback', { params: { id: client.id }, requestId });
    // Opening the client again is a view of its own.
    await call('clients.clients.get', { params: { id: client.id } });

    // Every call has answered, so every row is written: wait for them to be published.
    await waitFor(async () => ((await outboxRows(client.id)).every((row) => row.published) ? true : undefined), 15_000);
    const stored = (await storedEvents('events.clients.>')).filter((event) => event.event.data.clientId === client.id);
    // The first through the test's API client (its own address), the views as the gateway sent them.
    expect(stored.map((event) => [event.event.type, event.event.data])).toEqual([
      ['clients.clientCreated', { clientId: client.id, ip: expect.stringMatching(/^198\.18\./) }],
      ['clients.clientViewed', { clientId: client.id, ip: '127.0.0.1' }],
      ['clients.clientViewed', { clientId: client.id, part: 'messages', ip: '127.0.0.1' }],
      ['clients.clientViewed', { clientId: client.id, ip: '127.0.0.1' }],
    ]);
  });

  it('loses nothing when the clients service stops between the write and the publish', async () => {
    const env = privateEnv();
    privatePrefixes.push(env.NATS_PREFIX!);
    const { account } = await signedIn();
    // A copy on a private prefix that writes but does not publish, killed after the write. It is
    // called over NATS the way the gateway would.
    const writer = startServiceProcess('clients', { ...env, OUTBOX_PUBLISH: 'off' });
    const call = await gatewayLikeCaller(account.id, env.NATS_PREFIX!);
    const created = await call<ClientCreated>('clients.clients.create', { body: { firstname: 'Kept', lastname: 'Event', email: 'kept@example.test', lang: 'en', yearOfBirth: null, portalEnabled: true } });
    await stopProcess(writer.child, 'SIGKILL');
    const [row] = await outboxRows(created.client.id);
    expect(row).toEqual({ id: expect.any(String), type: 'clients.clientCreated', published: false });

    const next = startServiceProcess('clients', { ...env, OUTBOX_POLL_MS: '200' });
    try {
      const published = await waitFor(async () => {
        const found = await storedEvents('events.clients.>', env.NATS_PREFIX).catch(() => []);
        return found.length > 0 ? found : undefined;
      }, 15_000);
      expect(published.map((stored) => [stored.event.type, stored.event.data.clientId, stored.messageId])).toEqual([['clients.clientCreated', created.client.id, row!.id]]);
      await waitFor(async () => ((await outboxRows(created.client.id))[0]?.published ? true : undefined));
    } finally {
      await stopProcess(next.child);
    }
  });
});
