import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { jetstream } from '@nats-io/jetstream';
import { Objm } from '@nats-io/obj';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { MAIL_SUBJECT, type OutgoingMail } from '@openset/contracts';
import { mailsTo, stackInfo, stackSql, waitFor, waitForMails } from '@openset/testing';

/**
 * The notifications service as any sender reaches it: an OutgoingMail on the mail stream (what
 * an outbox publishes, message id the row id), sent over SMTP to the test stack's receiver.
 * Retries: three tries 0.3 s and 0.6 s apart (MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS there).
 */
let nats: Promise<NatsConnection> | null = null;
const { sql, end: endSql } = stackSql();

const natsConnection = () => (nats ??= connect({ servers: stackInfo().natsUrl }));

afterAll(async () => {
  await (await nats)?.close();
  await endSql();
});

const address = (local = 'client') => `${local}.${randomUUID().slice(0, 8)}@example.test`;
const mailTo = (to: string, changes: Partial<OutgoingMail> = {}): OutgoingMail => ({
  id: randomUUID(),
  kind: 'passwordReset',
  to: [to],
  cc: [],
  subject: 'Reset your password',
  text: 'Follow the link.',
  html: '<p>Follow the <a href="https://example.test/reset">link</a>.</p>',
  attachments: [],
  language: 'en',
  accountId: null,
  requestedAt: new Date().toISOString(),
  ...changes,
});

/** Publishes as an outbox does: on `<prefix>.mail.outgoing`, the given message id (by default the mail's id). */
async function publish(mail: unknown, msgID = (mail as { id: string }).id): Promise<void> {
  await jetstream(await natsConnection()).publish(`${stackInfo().natsPrefix}.${MAIL_SUBJECT}`, JSON.stringify(mail), { msgID });
}

const deadLetter = (id: string) =>
  waitFor(async () => (await sql<{ reason: string; attempts: number; recipients: string[]; subject: string; kind: string }>(`select * from "notifications"."dead_letters" where "id" = $1`, [id]))[0]);

describe('outgoing e-mail (notifications service)', () => {
  it('sends the text and HTML parts and an attachment read from the object store, and keeps the id, not the text', async () => {
    const to = address();
    const bucketName = `${stackInfo().natsPrefix}-files`;
    const objm = new Objm(await natsConnection());
    const bucket = await objm.create(bucketName).catch(() => objm.open(bucketName));
    const object = `mail/${randomUUID()}.txt`;
    await bucket.putBlob({ name: object }, new TextEncoder().encode('the attached words'));
    const mail = mailTo(to, { cc: [address('copy')], attachments: [{ bucket: bucketName, object, filename: 'notes.txt', contentType: 'text/plain' }] });
    await publish(mail);

    const [received] = await waitForMails(to);
    expect(received!.subject).toBe('Reset your password');
    expect(received!.text?.trim()).toBe('Follow the link.');
    expect(received!.html).toContain('<a href="https://example.test/reset">link</a>');
    expect(received!.cc).toMatchObject({ value: [{ address: mail.cc[0] }] });
    expect(received!.messageId).toBe(`<${mail.id}@openset.localhost>`);
    expect(received!.attachments.map((a) => [a.filename, a.contentType, a.content.toString('utf8')])).toEqual([['notes.txt', 'text/plain', 'the attached words']]);
    const [sent] = await waitFor(async () => {
      const rows = await sql<Record<string, unknown>>(`select * from "notifications"."sent_mails" where "id" = $1`, [mail.id]);
      return rows.length ? rows : undefined;
    });
    expect(sent).toMatchObject({ kind: 'passwordReset', recipients: [to, mail.cc[0]], attempts: 1 });
    expect(JSON.stringify(sent)).not.toContain('Follow the link');
  });

  it('sends a request delivered twice once: the ids it sent are kept', async () => {
    const to = address('twice');
    const mail = mailTo(to);
    await publish(mail);
    await waitForMails(to);
    // Published again under another message id (after the stream's 10-minute duplicate window, say).
    await publish(mail, randomUUID());
    // And once more under the same one, within the window: the stream itself keeps one.
    await publish(mail);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await sql(`select 1 from "notifications"."sent_mails" where "id" = $1`, [mail.id])).toHaveLength(1);
  });

  it('tries again after a refusal that may pass (451) and writes a dead letter with the reason after the last try', async () => {
    const mail = mailTo(address('tempfail'));
    await publish(mail);
    const dead = await deadLetter(mail.id);
    expect(dead).toMatchObject({ attempts: 3, recipients: mail.to, subject: mail.subject, kind: 'passwordReset' });
    expect(dead.reason).toMatch(/451/);
    expect(await sql(`select 1 from "notifications"."sent_mails" where "id" = $1`, [mail.id])).toEqual([]);
  });

  it('gives up at once on a permanent refusal (550), an attachment no longer there, and a message that is no e-mail request', async () => {
    const rejected = mailTo(address('reject'));
    const missing = mailTo(address(), { attachments: [{ bucket: `${stackInfo().natsPrefix}-files`, object: `mail/${randomUUID()}.pdf`, filename: 'program.pdf', contentType: 'application/pdf' }] });
    const notMail = { id: randomUUID(), hello: 'world' };
    await Promise.all([publish(rejected), publish(missing), publish(notMail)]);
    expect(await deadLetter(rejected.id)).toMatchObject({ attempts: 1, reason: expect.stringMatching(/550/) });
    expect(await deadLetter(missing.id)).toMatchObject({ attempts: 1, reason: expect.stringMatching(/program\.pdf is no longer/) });
    expect(await deadLetter(notMail.id)).toMatchObject({ attempts: 1, kind: 'unknown', reason: expect.stringMatching(/not an e-mail request/) });
    expect(await mailsTo(missing.to[0]!)).toEqual([]);
  });
});
