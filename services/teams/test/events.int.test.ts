import { TEAMS_SUBJECTS } from '@openset/contracts';
import { createTestAccount, deleteStreams, privateEnv, rpc, stackInfo, startServiceProcess, stopProcess, storedEvents, waitFor } from '@openset/testing';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });
const privatePrefixes: string[] = [];

afterAll(async () => {
  await db.end();
  for (const prefix of privatePrefixes) await deleteStreams(stackInfo().natsUrl, prefix);
});

const outboxRows = async (prefix: string, orgId: string) =>
  (
    await db.query<{ id: string; published: boolean }>(
      `select id, published_at is not null as published from teams.outbox where prefix = $1 and payload->>'orgId' = $2`,
      [prefix, orgId],
    )
  ).rows;

describe('teams changes as events that cannot be lost (outbox -> JetStream)', () => {
  it('puts every change of an organisation into the durable stream, once, as the contract describes it', async () => {
    const manager = await createTestAccount({ type: 'manager' });
    const staff = await createTestAccount({ type: 'staff' });
    const { id: orgId } = await rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: 'Clinique du Parc' });
    const team = await rpc<{ id: string }>(TEAMS_SUBJECTS.createTeam, { orgId, title: 'Genou et hanche' });
    await rpc(TEAMS_SUBJECTS.addMember, { teamId: team.id, accountId: staff.id });
    await rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: staff.id, overrides: { teamClients: true } });

    const events = await waitFor(async () => {
      const ours = (await storedEvents('events.teams.>')).filter((stored) => stored.event.orgId === orgId);
      return ours.length >= 4 ? ours : undefined;
    }, 15_000);
    expect(events.map((stored) => stored.event.type)).toEqual([
      'teams.organisationCreated',
      'teams.teamCreated',
      'teams.memberAdded',
      'teams.memberPermissionsChanged',
    ]);
    expect(events[2]!.event).toMatchObject({ teamId: team.id, data: { accountId: staff.id } });
    expect(events[3]!.event.data).toMatchObject({ fields: ['teamClients'] });
    // Published with the event id as message id, and every outbox row marked published.
    expect(events.every((stored) => stored.messageId === stored.event.id)).toBe(true);
    expect(await outboxRows(stackInfo().natsPrefix, orgId)).toEqual(expect.arrayContaining([expect.objectContaining({ published: true })]));
    expect((await outboxRows(stackInfo().natsPrefix, orgId)).every((row) => row.published)).toBe(true);
  });

  it('publishes a change when its transaction commits, not at the next poll', async () => {
    const env = privateEnv();
    privatePrefixes.push(env.NATS_PREFIX!);
    const manager = await createTestAccount({ type: 'manager' });
    // A poll a minute apart: only the commit's nudge can publish within the wait below.
    const copy = startServiceProcess('teams', { ...env, OUTBOX_POLL_MS: '60000' });
    try {
      // The copy's start-up poll has run once it answers; everything after is the nudge's.
      const { id: orgId } = await waitFor(() => rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: 'Cabinet des Tilleuls' }, 2_000, env.NATS_PREFIX));
      await waitFor(async () => ((await outboxRows(env.NATS_PREFIX!, orgId))[0]?.published ? true : undefined), 15_000);
      const team = await rpc<{ id: string }>(TEAMS_SUBJECTS.createTeam, { orgId, title: 'Épaule' }, 2_000, env.NATS_PREFIX);
      const events = await waitFor(async () => {
        const found = await storedEvents('events.teams.>', env.NATS_PREFIX).catch(() => []);
        return found.length >= 2 ? found : undefined;
      }, 15_000);
      expect(events.map((stored) => stored.event.type)).toEqual(['teams.organisationCreated', 'teams.teamCreated']);
      expect(events[1]!.event.teamId).toBe(team.id);
    } finally {
      await stopProcess(copy.child);
    }
  });

  it('loses nothing when the service stops between the write and the publish, and stores a repeated publication once', async () => {
    const env = privateEnv();
    privatePrefixes.push(env.NATS_PREFIX!);
    const manager = await createTestAccount({ type: 'manager' });

    // A copy that writes changes but does not publish, killed right after the write.
    const writer = startServiceProcess('teams', { ...env, OUTBOX_PUBLISH: 'off' });
    const { id: orgId } = await waitFor(() => rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: 'Cabinet Lumière' }, 2_000, env.NATS_PREFIX));
    await stopProcess(writer.child, 'SIGKILL');
    const [row] = await outboxRows(env.NATS_PREFIX!, orgId);
    expect(row).toEqual({ id: expect.any(String), published: false });

    // The next copy publishes what was left behind.
    const next = startServiceProcess('teams', { ...env, OUTBOX_POLL_MS: '200' });
    const published = await waitFor(async () => {
      const found = await storedEvents('events.teams.>', env.NATS_PREFIX).catch(() => []);
      return found.length > 0 ? found : undefined;
    }, 15_000);
    expect(published.map((stored) => [stored.event.type, stored.event.orgId, stored.messageId])).toEqual([['teams.organisationCreated', orgId, row!.id]]);
    await waitFor(async () => ((await outboxRows(env.NATS_PREFIX!, orgId))[0]?.published ? true : undefined));

    // As after a crash between publishing and marking the row: published again, stored once.
    await db.query('update teams.outbox set published_at = null where id = $1', [row!.id]);
    await waitFor(async () => ((await outboxRows(env.NATS_PREFIX!, orgId))[0]?.published ? true : undefined));
    expect(await storedEvents('events.teams.>', env.NATS_PREFIX)).toHaveLength(1);
    await stopProcess(next.child);
  });
});
