import { afterAll, describe, expect, it } from '@jest/globals';
import { FEEDBACK_PER_HOUR, feedbackRoutes, type FeedbackReceived } from '@openset/contracts';
import { ApiClient, createTestAccount, mailsTo, parsedMail, stackSql, waitFor } from '@openset/testing';
import { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';
import type { ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';

/** The test stack leaves OPERATOR_EMAIL unset: feedback goes to the default operator address. */
const OPERATOR = 'operator@openset.example';
const CLINICIAN_FEEDBACK = `/api${feedbackRoutes.clinician.path}`;
const MANAGER_FEEDBACK = `/api${feedbackRoutes.manager.path}`;

const { sql, end: endSql } = stackSql();

afterAll(async () => {
  await endSql();
});

/** The operator's e-mail whose text holds `marker` (every test's feedback reaches the same address). */
async function operatorMailWith(marker: string): Promise<ParsedMail> {
  return waitFor(async () => {
    for (const summary of await mailsTo(OPERATOR)) {
      const mail = await parsedMail(summary.id);
      if (mail.text?.includes(marker)) return mail;
    }
    return undefined;
  });
}

describe('feedback to the operator (POST /api/clinician/feedback, /api/manager/feedback)', () => {
  it('keeps the feedback once, with the session’s account, and e-mails its text to the operator', async () => {
    const { account, api } = await signedIn();
    const marker = `The set builder could remember my last folder ${randomUUID()}`;
    const received = bodyOf<FeedbackReceived>(
      await api.post(CLINICIAN_FEEDBACK, { kind: 'idea', message: `  ${marker}\nIt would save me three clicks.  `, mayContact: true, page: '/clinician/designer' }, { 'user-agent': 'FeedbackTest/1.0' }),
    );

    const rows = await sql<Record<string, unknown>>(`select * from "notifications"."feedback" where "account_id" = $1`, [account.id]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: received.id,
        account_type: 'professional',
        kind: 'idea',
        message: `${marker}\nIt would save me three clicks.`,
        may_contact: true,
        page_path: '/clinician/designer',
        user_agent: 'FeedbackTest/1.0',
      }),
    ]);

    const mail = await operatorMailWith(marker);
    expect(mail.subject).toBe(`[OpenSet feedback] Idea: ${marker.slice(0, 79)}…`);
    expect(mail.text).toContain('It would save me three clicks.');
    expect(mail.text).toContain(`Account: ${account.id} (professional)`);
    expect(mail.text).toContain('May be contacted: yes');
    expect(mail.text).toContain('Page: /clinician/designer');
    // Whoever may be answered is answered by replying.
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([account.email]);
  });

  it('takes the sender from the session, never from the body, and no reply address without consent', async () => {
    const { account, api } = await signedIn();
    const other = await createTestAccount();
    const body = { kind: 'problem', message: `The PDF had no logo ${randomUUID()}`, mayContact: false, page: '/clinician/settings/headers' };
    expect(errorOf(await api.post(CLINICIAN_FEEDBACK, { ...body, accountId: other.id }))).toMatchObject({ status: 400, code: 'ERRVALIDATION' });

    bodyOf(await api.post(CLINICIAN_FEEDBACK, body));
    expect(await sql(`select 1 from "notifications"."feedback" where "account_id" = $1`, [other.id])).toEqual([]);
    const mail = await operatorMailWith(body.message);
    expect(mail.text).toContain(`Account: ${account.id} (professional)`);
    expect(mail.text).toContain('May be contacted: no');
    expect(mail.replyTo).toBeUndefined();
  });

  it('refuses an empty or overlong message, an unknown kind, markup and a page that is not a path', async () => {
    const { api } = await signedIn();
    const refused = async (body: unknown) => {
      const error = errorOf(await api.post(CLINICIAN_FEEDBACK, body));
      return { status: error.status, code: error.code, fields: (error.details as { path: string }[]).map((detail) => detail.path) };
    };
    expect(await refused({ kind: 'idea', message: '   ' })).toEqual({ status: 400, code: 'ERRVALIDATION', fields: ['message'] });
    expect(await refused({ kind: 'idea', message: 'x'.repeat(4001) })).toEqual({ status: 400, code: 'ERRVALIDATION', fields: ['message'] });
    expect(await refused({ kind: 'complaint', message: 'Too slow' })).toEqual({ status: 400, code: 'ERRVALIDATION', fields: ['kind'] });
    expect(await refused({ kind: 'problem', message: 'It shows <b>bold</b>' })).toEqual({ status: 400, code: 'ERRVALIDATION', fields: ['message'] });
    expect(await refused({ kind: 'praise', message: 'Great', page: 'https://example.test/' })).toEqual({ status: 400, code: 'ERRVALIDATION', fields: ['page'] });
  });

  it('answers managers on their own path, each role only on its own, and nobody signed out', async () => {
    const manager = await createTestAccount({ type: 'manager' });
    const api = new ApiClient();
    expect((await api.login(manager.username, manager.password)).status).toBe(200);
    const message = `The staff list could show the last sign-in ${randomUUID()}`;
    bodyOf(await api.post(MANAGER_FEEDBACK, { kind: 'idea', message }));
    expect(await sql(`select "account_type" from "notifications"."feedback" where "account_id" = $1`, [manager.id])).toEqual([{ account_type: 'manager' }]);
    expect((await operatorMailWith(message)).text).toContain(`(manager)`);
    expect(errorOf(await api.post(CLINICIAN_FEEDBACK, { kind: 'idea', message }))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });

    const { api: clinician } = await signedIn();
    expect(errorOf(await clinician.post(MANAGER_FEEDBACK, { kind: 'idea', message }))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
    expect(errorOf(await new ApiClient().post(CLINICIAN_FEEDBACK, { kind: 'idea', message }))).toMatchObject({ status: 401, code: 'ERRAUTH' });
  });

  it(`refuses more than ${FEEDBACK_PER_HOUR} an hour from one account, saying when to try again, also sent at the same moment`, async () => {
    const { account, api } = await signedIn();
    const answers = await Promise.all(Array.from({ length: FEEDBACK_PER_HOUR + 2 }, (_, index) => api.post(CLINICIAN_FEEDBACK, { kind: 'praise', message: `Thanks number ${index}` })));
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(FEEDBACK_PER_HOUR);
    expect(refused.map((answer) => errorOf(answer).code)).toEqual(['ERRRATELIMIT', 'ERRRATELIMIT']);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await sql(`select 1 from "notifications"."feedback" where "account_id" = $1`, [account.id])).toHaveLength(FEEDBACK_PER_HOUR);
    // Another account is not held back by this one.
    const { api: other } = await signedIn();
    bodyOf(await other.post(CLINICIAN_FEEDBACK, { kind: 'praise', message: 'Works for me' }));
  });
});
