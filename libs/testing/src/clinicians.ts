import { expect } from '@jest/globals';
import { TEAMS_SUBJECTS, type ErrorBody, type Membership, type StaffPermissions, type Team } from '@openset/contracts';
import { ApiClient, type ApiResponse } from './api-client.js';
import { expectAbout } from './expect-about.js';
import { createTestAccount, rpc, type TestAccount } from './rpc.js';

/** A signed-in API client for a fresh account of its own. */
export async function signedIn(type: TestAccount['type'] = 'professional', lang: 'en' | 'fr' = 'en') {
  const account = await createTestAccount({ type, lang });
  const api = new ApiClient();
  const login = await api.login(account.username, account.password);
  expect(login.status).toBe(200);
  return { account, api };
}

/** The success body, after checking the status. */
export function bodyOf<T>(response: ApiResponse<unknown>, status = 200): T {
  expectAbout(response.status, JSON.stringify(response.json)).toBe(status);
  return (response.json as { body: T }).body;
}

export function errorOf(response: ApiResponse<unknown>): ErrorBody & { status: number } {
  return { status: response.status, ...(response.json as { error: ErrorBody }).error };
}

/** A manager's organisation and team, with staff members signed in and given these permissions. */
export async function teamWith(members: Partial<StaffPermissions>[]) {
  const manager = await createTestAccount({ type: 'manager' });
  const org = await rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: `Org ${manager.username}` });
  const team = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId: org.id, title: 'Clinic' });
  const staff = [];
  for (const overrides of members) {
    const member = await signedIn('staff');
    await rpc<Membership>(TEAMS_SUBJECTS.addMember, { teamId: team.id, accountId: member.account.id });
    if (Object.keys(overrides).length > 0) {
      await rpc<Membership>(TEAMS_SUBJECTS.setMemberPermissions, { accountId: member.account.id, overrides });
    }
    staff.push(member);
  }
  return { orgId: org.id, teamId: team.id, staff };
}
