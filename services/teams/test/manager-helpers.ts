import { expect } from '@jest/globals';
import { ApiClient, createTestAccount, stackInfo, waitForMails, type TestAccount } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import type { Invitation, ManagerTeam } from '@openset/contracts';
import pg from 'pg';

export { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';

export const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });

/** A signed-in manager of their own, with the plan given (seats and invitation allowance; null: unlimited). */
export async function signedInManager(plan: { seats?: number; teamInvitations?: number | null } = {}): Promise<{ account: TestAccount; api: ApiClient }> {
  const account = await createTestAccount({ type: 'manager' });
  await db.query('update auth.accounts set seats = $2, team_invitations = $3 where id = $1', [account.id, plan.seats ?? 10, plan.teamInvitations === undefined ? 10 : plan.teamInvitations]);
  const api = new ApiClient();
  expect((await api.login(account.username, account.password)).status).toBe(200);
  return { account, api };
}

export async function newTeam(api: ApiClient, title = 'Team'): Promise<ManagerTeam> {
  return bodyOf<ManagerTeam>(await api.post('/api/manager/teams', { title }));
}

let counter = 0;

/**
 * Invites a new address to the team and accepts the e-mail's link (read from the test stack's
 * mail catcher) with a username and password; answers the signed-in staff member.
 */
export async function invitedStaff(manager: ApiClient, teamId: string, overrides: Record<string, unknown> = {}) {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}`;
  const email = `inv_${tag}@example.test`;
  const invitation = bodyOf<Invitation>(await manager.post('/api/manager/invitations', { email, firstname: 'Ines', lastname: `Staff${tag}`, teamId, overrides }));
  const token = await invitationToken(email);
  const username = `u_${tag}`;
  const password = 'Invited-pass-1';
  const anonymous = new ApiClient();
  bodyOf(await anonymous.post(`/api/invitations/${token}`, { username, password }));
  const api = new ApiClient();
  expect((await api.login(username, password)).status).toBe(200);
  return { api, invitation, username, password, email, id: (await db.query<{ id: string }>('select id from auth.accounts where username = $1', [username])).rows[0]!.id };
}

/** The token of the newest invitation link e-mailed to `email`. */
export async function invitationToken(email: string, count = 1): Promise<string> {
  const mails = await waitForMails(email, count);
  const text = mails[mails.length - 1]!.text ?? '';
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1]!;
}
