import { afterAll, describe, expect, it } from '@jest/globals';
import { DAY_MS, REFERRAL_CODE_PATTERN, SIGN_UP_SENT, type ClinicianBilling, type Referral } from '@openset/contracts';
import { ApiClient, stackInfo, waitForMails } from '@openset/testing';
import { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

const PASSWORD = 'Referred-pass-1';
const CONFIRM_LINK = /https?:\/\/\S+?\/signup\/confirm\/([A-Za-z0-9_-]{43})/;
const newAddress = (tag: string) => `${tag}_${randomUUID().slice(0, 8)}@example.test`;

const referralOf = async (api: ApiClient) => bodyOf<Referral>(await api.get('/api/clinician/referral'));
const billingOf = async (api: ApiClient) => bodyOf<ClinicianBilling>(await api.get('/api/clinician/billing'));

/** A trial sign-up with `ref`, confirmed from its e-mail: the new account's id. */
async function signUpThrough(ref: string | undefined): Promise<string> {
  const email = newAddress('referred');
  const body = { firstname: 'Rita', lastname: 'Referred', email, password: PASSWORD, lang: 'en', ...(ref === undefined ? {} : { ref }) };
  expect(bodyOf(await new ApiClient().post('/api/signup', body))).toEqual({ ok: true, message: SIGN_UP_SENT });
  const [mail] = await waitForMails(email);
  const token = CONFIRM_LINK.exec(mail!.text ?? '')![1]!;
  expect(bodyOf(await new ApiClient().post(`/api/signup/confirm/${token}`))).toEqual({ kind: 'trial', awaitingApproval: false });
  const { rows } = await db.query<{ id: string }>('select id from auth.accounts where lower(email) = lower($1)', [email]);
  return rows[0]!.id;
}

async function referrerOf(accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ referred_by: string | null }>('select referred_by from auth.accounts where id = $1', [accountId]);
  return rows[0]!.referred_by;
}

describe('Settings > Refer: the referral link', () => {
  it('makes the code once and keeps it; a sign-up through the link counts for its owner only', async () => {
    const referrer = await signedIn('professional');
    const other = await signedIn('trial');

    const first = await referralOf(referrer.api);
    if (!first.available) throw new Error('a professional has a referral link');
    expect(first.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(first.link).toMatch(new RegExp(`^https?://[^/]+/signup\\?ref=${first.code}$`));
    expect(first.signUps).toBe(0);
    // The same code on every later call, and another account's is another.
    expect(await referralOf(referrer.api)).toEqual(first);
    const others = await referralOf(other.api);
    if (!others.available) throw new Error('a trial has a referral link');
    expect(others.code).not.toBe(first.code);

    const referred = await signUpThrough(first.code);
    expect(await referrerOf(referred)).toBe(referrer.account.id);
    expect(await referralOf(referrer.api)).toEqual({ ...first, signUps: 1 });
    expect(await referralOf(other.api)).toEqual(others);
  });

  it('signs up all the same with a code nobody holds or one of another shape, naming no referrer', async () => {
    const unknown = await signUpThrough('AAAAAAAAAAAA');
    expect(await referrerOf(unknown)).toBeNull();
    const malformed = await signUpThrough('not a code!');
    expect(await referrerOf(malformed)).toBeNull();
  });

  it('tells staff, students and the demo why they have no link, and refuses a manager', async () => {
    for (const type of ['staff', 'student', 'demo'] as const) {
      const { api } = await signedIn(type);
      expect(await referralOf(api)).toEqual({ available: false, reason: type });
    }
    const { api: manager } = await signedIn('manager');
    expect(errorOf(await manager.get('/api/clinician/referral'))).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
  });
});

describe('Settings > Billing', () => {
  it('answers a trial its days left and the billing link, counting down as the trial runs', async () => {
    const trial = await signedIn('trial');
    const fresh = await billingOf(trial.api);
    expect(fresh).toMatchObject({ plan: null, status: 'trialing', trialDaysLeft: 14, payer: 'self', billingUrl: expect.stringMatching(/^https?:\/\//) });
    expect(Date.parse(fresh.trialUntil!) - Date.now()).toBeGreaterThan(13 * DAY_MS);

    // Four and a half days left: the fifth day counts whole.
    await db.query('update auth.accounts set trial_until = $2 where id = $1', [trial.account.id, new Date(Date.now() + 4.5 * DAY_MS)]);
    expect(await billingOf(trial.api)).toMatchObject({ trialDaysLeft: 5, payer: 'self' });
  });

  it('says who pays instead of a link for staff, students and the demo', async () => {
    const payers = { staff: 'clinic', student: 'student', demo: 'demo' } as const;
    for (const [type, payer] of Object.entries(payers)) {
      const { api } = await signedIn(type as keyof typeof payers);
      expect(await billingOf(api)).toMatchObject({ payer, billingUrl: null });
    }
    const { api: professional } = await signedIn('professional');
    expect(await billingOf(professional)).toMatchObject({ trialDaysLeft: null, trialUntil: null, payer: 'self', billingUrl: expect.stringMatching(/^https?:\/\//) });
  });
});
