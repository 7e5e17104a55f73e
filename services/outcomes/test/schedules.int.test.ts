// Schedules are durable and sent once: outcome copies of this test's own (a NATS prefix of their own,
// with its own clients, auth, teams and notifications services and mail stream) send an interval
// schedule's invitations with two copies running, every copy is killed mid-schedule, and a copy
// started again sends what fell due meanwhile, once.
import { afterAll, describe, expect, it } from '@jest/globals';
import { OUTCOMES_TEST_SUBJECTS, type AssignedOutcome, type AdvanceOutcomeRequest } from '@openset/contracts';
import { deleteStreams, mailsTo, privateEnv, rpc, stackInfo, startServiceProcess, stopProcess, waitFor, waitForMails, type StartedProcess } from '@openset/testing';
import { signedIn } from '@openset/testing/clinicians';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { addClient } from './helpers.js';

const DAY_SECONDS = 86_400;
const env: Record<string, string> = {
  ...privateEnv(),
  NODE_ENV: 'test',
  OPENSET_TEST_HOOKS: '1',
  SMTP_URL: stackInfo().smtpUrl,
  OUTCOME_SCHEDULE_INTERVAL_MS: '300',
  RPC_NOT_DELIVERED_RETRY_MS: '300',
};
const prefix = env.NATS_PREFIX!;
const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });
const started: StartedProcess[] = [];
const start = (service: string) => {
  const process = startServiceProcess(service, env);
  started.push(process);
  return process;
};

afterAll(async () => {
  await Promise.all(started.map((process) => stopProcess(process.child, 'SIGKILL')));
  await db.end();
  await deleteStreams(stackInfo().natsUrl, prefix).catch(() => undefined);
});

/** Calls the outcomes copies of this prefix as the gateway would, as this clinician. */
function callerFor(accountId: string) {
  const principal = { accountId, type: 'professional', role: 'clinician', sessionId: 'test', lang: 'en' };
  return <T>(subject: string, body: unknown = undefined, params: unknown = {}) =>
    rpc<T>(subject, { principal, params, query: {}, body, meta: { ip: '127.0.0.1', requestId: randomUUID(), idempotencyKey: randomUUID() } }, 15_000, prefix);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

describe('an outcome at intervals', () => {
  it('sends each invitation once with two copies running, survives every copy being killed, and sends what fell due meanwhile once', async () => {
    const { account, api } = await signedIn();
    const client = await addClient(api);
    for (const service of ['auth', 'teams', 'clients', 'notifications']) start(service);
    const copies = [start('outcomes'), start('outcomes')];
    const call = callerFor(account.id);

    // Assigned every 7 days: the first invitation goes at once.
    const assigned = await waitFor(
      () => call<AssignedOutcome>('outcomes.clientOutcomes.assign', { clientId: client.client.id, type: 'lefs', schedule: { kind: 'intervals', intervalDays: 7, reminderDays: 3 }, instructions: '' }).catch(() => undefined),
      180_000,
    );
    await waitForMails(client.email, 1, 60_000);

    // A week passes (the test hook moves the outcome's times back): the second invitation, once,
    // although both copies look every 300 ms.
    const advance = async (days: number) => {
      await rpc(OUTCOMES_TEST_SUBJECTS.advance, { clientOutcomeId: assigned.id, seconds: days * DAY_SECONDS } satisfies AdvanceOutcomeRequest, 10_000, prefix);
    };
    await advance(7);
    await waitForMails(client.email, 2, 30_000);
    await settle();
    expect(await mailsTo(client.email)).toHaveLength(2);

    // Three days unanswered: a reminder.
    await advance(3);
    const withReminder = await waitForMails(client.email, 3, 30_000);
    expect(withReminder.at(-1)!.subject).toMatch(/^Reminder/);

    // Every copy dies mid-schedule; a week passes while none runs.
    await Promise.all(copies.map((copy) => stopProcess(copy.child, 'SIGKILL')));
    await db.query(
      `update "outcomes"."client_outcomes" set "next_invitation_at" = "next_invitation_at" - interval '7 days', "start_at" = "start_at" - interval '7 days',
          "next_reminder_at" = null, "last_invitation_at" = "last_invitation_at" - interval '7 days' where "id" = $1`,
      [assigned.id],
    );
    await db.query(`update "outcomes"."invitations" set "due_at" = "due_at" - interval '7 days' where "client_outcome_id" = $1`, [assigned.id]);
    await settle();
    expect(await mailsTo(client.email)).toHaveLength(3);

    // Started again (two copies), the invitation that fell due goes, once.
    start('outcomes');
    start('outcomes');
    await waitForMails(client.email, 4, 120_000);
    await settle();
    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(4);
    const { rows } = await db.query<{ kind: string; count: string }>(
      `select "kind", count(*)::text as "count" from "outcomes"."invitations" where "client_outcome_id" = $1 group by "kind" order by "kind"`,
      [assigned.id],
    );
    expect(rows).toEqual([
      { kind: 'invitation', count: '3' },
      { kind: 'reminder', count: '1' },
    ]);
  }, 300_000);
});
