import { afterAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEST_SUBJECTS, DAY_MS, SIGN_UP_SENT, type AdminAccountPage, type SignedIn } from '@openset/contracts';
import { ApiClient, createTestAccount, rpc, stackInfo, waitForMails } from '@openset/testing';
import { bodyOf, errorOf } from '@openset/testing/clinicians';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

const PASSWORD = 'Sign-up-pass-1';
const CONFIRM_LINK = /https?:\/\/\S+?\/signup\/confirm\/([A-Za-z0-9_-]{43})/;
const RESET_LINK = /https?:\/\/\S+?\/reset\/([A-Za-z0-9_-]{43})/;
/** A one-page PDF as a scanner would make it (the type is read from the first bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const newAddress = (tag: string) => `${tag}_${randomUUID().slice(0, 8)}@example.test`;

async function linkOf(address: string, pattern: RegExp, count = 1): Promise<string> {
  const mails = await waitForMails(address, count);
  const match = pattern.exec(mails[mails.length - 1]!.text ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
}

const runJobs = (now: Date, accountIds: string[]) =>
  rpc<{ trialsEnded: string[]; purged: string[] }>(ACCOUNT_TEST_SUBJECTS.runAccountJobs, { now: now.toISOString(), accountIds });

async function signedInAdmin(): Promise<ApiClient> {
  const admin = await createTestAccount({ type: 'admin' });
  const api = new ApiClient();
  expect((await api.login(admin.username, admin.password)).status).toBe(200);
  return api;
}

describe('sign-up for a 14-day trial', () => {
  it('answers the same for a new and a used address, confirms once by the e-mailed link, and the trial counts its days', async () => {
    const email = newAddress('trial');
    const taken = await createTestAccount();
    const signUp = (address: string) => new ApiClient().post('/api/signup', { firstname: 'Tess', lastname: 'Trial', email: address, password: PASSWORD, lang: 'en' });
    const fresh = await signUp(email);
    const used = await signUp(taken.email);
    expect(bodyOf(fresh)).toEqual({ ok: true, message: SIGN_UP_SENT });
    expect(used.json).toEqual(fresh.json);

    // Nothing exists until the address is confirmed.
    expect((await new ApiClient().login(email, PASSWORD)).status).toBe(401);
    const token = await linkOf(email, CONFIRM_LINK);
    expect(bodyOf(await new ApiClient().post(`/api/signup/confirm/${token}`))).toEqual({ kind: 'trial', awaitingApproval: false });
    expect(errorOf(await new ApiClient().post(`/api/signup/confirm/${token}`))).toMatchObject({ status: 409, code: 'ERROPERATION' });

    const api = new ApiClient();
    const signedIn = bodyOf<SignedIn>(await api.login(email, PASSWORD));
    expect(signedIn.profile).toMatchObject({ type: 'trial', trialDaysLeft: 14, firstname: 'Tess', email });
    const { rows } = await db.query<{ n: string }>('select count(*) as n from auth.accounts where lower(email) = lower($1)', [taken.email]);
    expect(rows[0]!.n).toBe('1');

    // Day 15: the trial is closed, its sign-in answers the closed state with the checkout link.
    const id = signedIn.profile.id;
    expect((await runJobs(new Date(Date.now() + 15 * DAY_MS), [id])).trialsEnded).toEqual([id]);
    expect((await api.get('/api/clinician')).status).toBe(401);
    expect(bodyOf(await new ApiClient().login(email, PASSWORD))).toMatchObject({ outcome: 'closed', type: 'trial', checkoutUri: expect.stringMatching(/^https?:\/\//) });
  });
});

describe('student sign-up with a proof of enrolment', () => {
  it('keeps the proof until an administrator approves it; the student then signs in with the password chosen', async () => {
    const email = newAddress('student');
    const fields = { firstname: 'Stu', lastname: 'Dent', email, password: PASSWORD, lang: 'fr' };
    const refused = await new ApiClient().upload('/api/signup/student', 'proof', Buffer.from('just text'), 'proof.txt', 'text/plain', fields);
    expect(errorOf(refused)).toMatchObject({ status: 400, code: 'ERRVALIDATION' });

    expect(bodyOf(await new ApiClient().upload('/api/signup/student', 'proof', PDF, 'enrolment.pdf', 'application/pdf', fields))).toEqual({ ok: true, message: SIGN_UP_SENT });
    const token = await linkOf(email, CONFIRM_LINK);
    expect(bodyOf(await new ApiClient().post(`/api/signup/confirm/${token}`))).toEqual({ kind: 'student', awaitingApproval: true });
    expect((await new ApiClient().login(email, PASSWORD)).status).toBe(401);

    const admin = await signedInAdmin();
    const waiting = bodyOf<{ items: { id: string; email: string; proofName: string; proofMime: string }[] }>(await admin.get('/api/admin/students', { limit: 100 }));
    const request = waiting.items.find((item) => item.email === email);
    expect(request).toMatchObject({ proofName: 'enrolment.pdf', proofMime: 'application/pdf' });
    const proof = await admin.download('GET', `/api/admin/students/${request!.id}/proof`);
    expect(proof.status).toBe(200);
    expect(proof.bytes.equals(PDF)).toBe(true);

    // Clinicians do not see the console.
    const clinician = new ApiClient();
    const pro = await createTestAccount();
    await clinician.login(pro.username, pro.password);
    expect(errorOf(await clinician.get('/api/admin/students'))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });

    const decided = bodyOf<{ accountId: string }>(await admin.put(`/api/admin/students/${request!.id}`, { approve: true }));
    expect(decided.accountId).toEqual(expect.any(String));
    expect((await waitForMails(email, 2)).map((mail) => mail.subject)).toContain('Votre compte étudiant OpenSet est prêt');
    const student = bodyOf<SignedIn>(await new ApiClient().login(email, PASSWORD));
    expect(student.profile).toMatchObject({ type: 'student', lang: 'fr' });
    expect(errorOf(await admin.get(`/api/admin/students/${request!.id}/proof`))).toMatchObject({ status: 404 });
  });
});

describe('the operator console', () => {
  it('creates an organisation whose manager sets a password from the e-mail and signs in to their team', async () => {
    const admin = await signedInAdmin();
    const email = newAddress('manager');
    const title = `Clinic ${randomUUID().slice(0, 6)}`;
    const created = bodyOf<{ orgId: string; teamId: string; manager: { id: string; seats: number } }>(
      await admin.post('/api/admin/organisations', { title, seats: 7, manager: { firstname: 'Mona', lastname: 'Ger', email } }),
    );
    expect(created.manager.seats).toBe(7);
    const token = await linkOf(email, RESET_LINK);
    expect(bodyOf(await new ApiClient().post(`/api/password/reset/${token}`, { password: PASSWORD }))).toEqual({ ok: true });
    const manager = bodyOf<SignedIn>(await new ApiClient().login(email, PASSWORD));
    expect(manager).toMatchObject({ role: 'manager', profile: { type: 'manager', seats: 7 } });
    const { rows } = await db.query<{ title: string }>('select t.title from teams.organisations o join teams.teams t on t.org_id = o.id where o.owner_id = $1', [created.manager.id]);
    expect(rows.map((row) => row.title)).toEqual([title]);

    const found = bodyOf<AdminAccountPage>(await admin.get('/api/admin/accounts', { search: email.slice(0, 14).toUpperCase() }));
    expect(found.items.map((item) => item.email)).toContain(email);
    expect(found.items.find((item) => item.email === email)).toMatchObject({ type: 'manager', state: 'active', seats: 7, activeStaff: 0 });
  });

  it('creates professional accounts, closes and reopens them; a closed one cannot sign in', async () => {
    const admin = await signedInAdmin();
    const email = newAddress('pro');
    const pro = bodyOf<{ id: string; type: string }>(await admin.post('/api/admin/accounts', { firstname: 'Pat', lastname: 'Pro', email, lang: 'en' }));
    expect(pro.type).toBe('professional');
    const token = await linkOf(email, RESET_LINK);
    await new ApiClient().post(`/api/password/reset/${token}`, { password: PASSWORD });
    const api = new ApiClient();
    expect((await api.login(email, PASSWORD)).status).toBe(200);

    expect(bodyOf(await admin.put(`/api/admin/accounts/${pro.id}/closed`, { closed: true }))).toMatchObject({ state: 'closed', deleteAfter: expect.any(String) });
    expect((await api.get('/api/clinician')).status).toBe(401);
    expect(bodyOf(await new ApiClient().login(email, PASSWORD))).toMatchObject({ outcome: 'closed', checkoutUri: expect.any(String) });
    expect(bodyOf(await admin.put(`/api/admin/accounts/${pro.id}/closed`, { closed: false }))).toMatchObject({ state: 'active', deleteAfter: null });
    expect(bodyOf(await new ApiClient().login(email, PASSWORD))).toMatchObject({ outcome: 'success' });

    const page = bodyOf<AdminAccountPage>(await admin.get('/api/admin/accounts', { type: 'professional', limit: 2 }));
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });
});

describe('closing one’s own account', () => {
  it('asks for CLOSE and a reason, ends the session, and signing in within six months reopens it', async () => {
    const account = await createTestAccount();
    const api = new ApiClient();
    await api.login(account.username, account.password);
    expect(errorOf(await api.put('/api/clinician/close', { confirm: 'close', reason: 'other' }))).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
    const closed = bodyOf<{ deleteAfter: string }>(await api.put('/api/clinician/close', { confirm: 'CLOSE', reason: 'tooExpensive', comment: 'Back next year' }));
    expect(new Date(closed.deleteAfter).getTime() - Date.now()).toBeGreaterThan(180 * DAY_MS);
    expect((await api.get('/api/clinician')).status).toBe(401);
    const { rows } = await db.query<{ closed: boolean; closed_by: string; close_reason: string }>('select closed, closed_by, close_reason from auth.accounts where id = $1', [account.id]);
    expect(rows[0]).toEqual({ closed: true, closed_by: 'owner', close_reason: 'tooExpensive' });

    const again = new ApiClient();
    expect(bodyOf<SignedIn>(await again.login(account.username, account.password))).toMatchObject({ outcome: 'success', profile: { closed: false } });
    expect((await again.get('/api/clinician')).status).toBe(200);
  });
});
