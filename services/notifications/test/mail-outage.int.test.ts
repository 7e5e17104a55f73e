import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { MAIL_CONSUMER, mailStreamName, type ClientCreated, type ExerciseSet, type SetEmailed } from '@openset/contracts';
import { ApiClient, deleteStreams, mailsTo, privateEnv, stackInfo, startServiceProcess, stopProcess, waitFor, waitForMails } from '@openset/testing';
import { bodyOf, signedIn } from '@openset/testing/clinicians';
import pg from 'pg';
import { freePort } from '../../../deploy/local/ports.mjs';

/**
 * An e-mail asked for while the notifications service is down waits in the mail stream and is
 * sent, once, when the service is back. These processes run on a NATS prefix of their own (their
 * own mail stream), so stopping their notifications service disturbs no other test.
 */
describe('e-mail while the notifications service is down', () => {
  it('is queued, then delivered exactly once when the service starts again', async () => {
    const env: Record<string, string> = { ...privateEnv(), TRUST_PROXY: '1', NODE_ENV: 'test', SMTP_URL: stackInfo().smtpUrl, MAIL_RETRY_DELAYS_MS: '300,600', MAIL_MAX_ATTEMPTS: '3' };
    const port = await freePort();
    for (const service of ['auth', 'teams', 'clients', 'sets']) startServiceProcess(service, env);
    let notifications = startServiceProcess('notifications', env);
    startServiceProcess('gateway', { ...env, PORT: String(port), SERVE_FRONTENDS: '0' });
    const db = new pg.Client({ connectionString: stackInfo().databaseUrl });
    await db.connect();
    try {
      // The account is made through the shared stack (same database), then works through this test's gateway.
      const { account } = await signedIn();
      const api = new ApiClient(`http://localhost:${port}`);
      await waitFor(async () => ((await api.login(account.username, account.password)).status === 200 ? true : undefined), 60_000);
      const address = `outage.${randomUUID().slice(0, 8)}@example.test`;
      const client = await waitFor(async () => {
        const res = await api.post('/api/clinician/clients', { firstname: 'Jane', lastname: 'Outage', email: address });
        return res.status === 200 ? bodyOf<ClientCreated>(res).client : undefined;
      }, 60_000);
      const set = bodyOf<ExerciseSet>(await api.post('/api/clinician/sets', { type: 'clientSet', clientId: client.id, savename: 'Home program', title: 'Knee' }));
      // The notifications service has made its consumer (it runs): then it is stopped.
      await waitFor(async () => ((await consumerExists(env.NATS_PREFIX!)) ? true : undefined), 30_000);
      await stopProcess(notifications.child);

      const sent = bodyOf<SetEmailed>(await api.put(`/api/clinician/sets/${set.id}/email`, { subject: 'While it was down', body: 'Hello.', cc: '', attachPdf: false }));
      // Published to the mail stream (the sets outbox marked it), and nobody sends it.
      await waitFor(async () => ((await db.query(`select 1 from "sets"."outbox" where "id" = $1 and "published_at" is not null`, [sent.id])).rowCount === 1 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await mailsTo(address)).toEqual([]);

      notifications = startServiceProcess('notifications', env);
      const [mail] = await waitForMails(address, 1, 30_000);
      expect(mail!.subject).toBe('While it was down');
      expect(mail!.messageId).toBe(`<${sent.id}@openset.localhost>`);
      // Exactly once: nothing more arrives, and one id is kept.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await mailsTo(address)).toHaveLength(1);
      expect((await db.query(`select "attempts" from "notifications"."sent_mails" where "id" = $1`, [sent.id])).rows).toEqual([{ attempts: 1 }]);
    } finally {
      await db.end();
      await stopProcess(notifications.child);
      await deleteStreams(stackInfo().natsUrl, env.NATS_PREFIX!).catch(() => undefined);
    }
  });
});

async function consumerExists(prefix: string): Promise<boolean> {
  const nc = await connect({ servers: stackInfo().natsUrl });
  try {
    await (await jetstreamManager(nc)).consumers.info(mailStreamName(prefix), MAIL_CONSUMER);
    return true;
  } catch {
    return false;
  } finally {
    await nc.close();
  }
}
