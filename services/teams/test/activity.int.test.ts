import { afterAll, describe, expect, it } from '@jest/globals';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { eventsStreamName, type ActivityList, type ClientCreated, type DomainEvent } from '@openset/contracts';
import { ApiClient, deleteStreams, privateEnv, stackInfo, startServiceProcess, stopProcess, waitFor } from '@openset/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { bodyOf, db, invitedStaff, newTeam, signedInManager } from './manager-helpers.js';

const privatePrefixes: string[] = [];

afterAll(async () => {
  await db.end();
  for (const prefix of privatePrefixes) await deleteStreams(stackInfo().natsUrl, prefix);
});

describe('staff activity log', () => {
  it("shows a staff member's client view with staff, action, object, IP and reference; filters; downloads it as CSV", async () => {
    const { api } = await signedInManager();
    const team = await newTeam(api, 'Activity');
    const staff = await invitedStaff(api, team.id);
    const { client } = bodyOf<ClientCreated>(await staff.api.post('/api/clinician/clients', { firstname: 'Ada', lastname: 'Lovelace', email: `ada${Date.now()}@example.test` }));
    // The view comes from a known address (the test stack's gateway trusts X-Forwarded-For).
    const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const terminal = new ApiClient(undefined, { 'x-forwarded-for': ip });
    expect((await terminal.login(staff.username, staff.password)).status).toBe(200);
    bodyOf(await terminal.get(`/api/clinician/clients/${client.id}`));

    const log = await waitFor(async () => {
      const page = bodyOf<ActivityList>(await api.get('/api/manager/activity', { action: 'viewed' }));
      return page.total >= 1 ? page : undefined;
    });
    expect(log.items[0]).toMatchObject({ staffId: staff.id, staffName: expect.stringContaining('Ines'), action: 'viewed', object: 'client', reference: client.id, clientId: client.id, ip });
    const created = bodyOf<ActivityList>(await api.get('/api/manager/activity', { object: 'client', action: 'created', staffId: staff.id }));
    expect(created.items.map((entry) => entry.reference)).toEqual([client.id]);
    expect(bodyOf<ActivityList>(await api.get('/api/manager/activity', { to: '2000-01-01' })).total).toBe(0);

    // Another manager sees none of it.
    const other = await signedInManager();
    expect(bodyOf<ActivityList>(await other.api.get('/api/manager/activity')).total).toBe(0);

    const csv = await api.download('GET', '/api/manager/activity/csv?action=viewed');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.bytes.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('occurredAt,staffId,staffName,action,object,reference,clientId,ip');
    expect(lines.slice(1).some((line) => line.includes(`,viewed,client,${client.id},${client.id},${ip}`))).toBe(true);
  });

  it('takes every event published while the teams service was down once it is back, none twice', async () => {
    const env = privateEnv({ OUTBOX_POLL_MS: '200' });
    const prefix = env.NATS_PREFIX!;
    privatePrefixes.push(prefix);
    const orgId = randomUUID();
    const staffId = randomUUID();
    const rows = async () => (await db.query<{ id: string }>('select id from teams.activity where org_id = $1 order by id', [orgId])).rows.map((row) => row.id);

    // A first copy makes the stream and its durable consumer, then stops.
    const first = startServiceProcess('teams', env);
    const nc = await connect({ servers: stackInfo().natsUrl });
    try {
      const manager = await jetstreamManager(nc);
      await waitFor(async () => ((await manager.consumers.info(eventsStreamName(prefix), 'teams-activity').catch(() => null)) ? true : undefined));
      await stopProcess(first.child);

      // Published while no copy runs: ten views, one of them published twice with its message
      // id (the outbox after a crash) and once more under another id (a redelivery).
      const events: DomainEvent[] = Array.from({ length: 10 }, (_, i) => ({
        id: randomUUID(),
        type: 'clients.clientViewed',
        occurredAt: new Date(Date.now() - i * 1000).toISOString(),
        actorId: staffId,
        orgId,
        teamId: null,
        data: { clientId: randomUUID() },
      }));
      const js = jetstream(nc);
      for (const event of events) await js.publish(`${prefix}.events.${event.type}`, JSON.stringify(event), { msgID: event.id });
      await js.publish(`${prefix}.events.${events[0]!.type}`, JSON.stringify(events[0]), { msgID: events[0]!.id });
      await js.publish(`${prefix}.events.${events[0]!.type}`, JSON.stringify(events[0]), { msgID: randomUUID() });
      expect(await rows()).toEqual([]);

      const second = startServiceProcess('teams', env);
      const stored = await waitFor(async () => {
        const found = await rows();
        return found.length >= 10 ? found : undefined;
      }, 30_000);
      // Whatever is still in flight has had time to arrive, twice if it could.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await rows()).toEqual(stored);
      expect(stored).toEqual(events.map((event) => event.id).sort());
      await stopProcess(second.child);
    } finally {
      await nc.close();
    }
  });
});
