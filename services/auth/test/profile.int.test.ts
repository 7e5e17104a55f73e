import { describe, expect, it } from '@jest/globals';
import type { ClinicianProfile, ManagerProfile } from '@openset/contracts';
import { ApiClient, createTestAccount } from '@openset/testing';

const bodyOf = <T>(json: unknown) => (json as { body: T }).body;
const errorOf = (json: unknown) => (json as { error: { code: string; message: string; details?: unknown } }).error;

async function signedIn(type: 'professional' | 'trial' | 'manager' = 'professional') {
  const account = await createTestAccount({ type });
  const client = new ApiClient();
  expect((await client.login(account.username, account.password)).status).toBe(200);
  return { account, client };
}

describe('clinician profile', () => {
  it('shows a new trial its 14 days and no staff flags', async () => {
    const { client } = await signedIn('trial');
    const profile = bodyOf<ClinicianProfile>((await client.get('/api/clinician')).json);
    expect(profile).toMatchObject({ type: 'trial', trialDaysLeft: 14, timeout: 60, billing: { status: 'trialing' } });
    expect(profile).not.toHaveProperty('teamExercises');
  });

  it('saves the saveable fields and ignores the others (type, closed, id stay)', async () => {
    const { account, client } = await signedIn();

    const res = await client.put('/api/clinician', {
      firstname: 'Renamed',
      lang: 'fr',
      clientEmailCC: 'cc@example.test',
      type: 'admin',
      closed: true,
      id: '00000000-0000-4000-8000-00000000ffff',
      billing: { plan: 'gold', status: 'active' },
    });

    expect(res.status).toBe(200);
    const again = bodyOf<ClinicianProfile>((await client.get('/api/clinician')).json);
    expect(again).toMatchObject({ id: account.id, type: 'professional', closed: false, firstname: 'Renamed', lang: 'fr', clientEmailCC: 'cc@example.test', billing: { plan: null } });
    expect(bodyOf(res.json)).toEqual(again);
  });

  // The gateway keeps a resolved session a few seconds, and the principal carries the language
  // the services localise from: the calls the page makes right after the save (its lists, in
  // the new language) must not be answered from the copy that still says the old one.
  it('answers the very next call in the language just saved', async () => {
    const { client } = await signedIn();
    const titles = async () => bodyOf<{ items: { title: string }[] }>((await client.get('/api/clinician/exercises/categories?limit=5')).json).items.map((c) => c.title);
    const english = await titles();
    expect((await client.put('/api/clinician', { lang: 'fr' })).status).toBe(200);
    const french = await titles();
    expect(french).not.toEqual(english);

    for (let round = 0; round < 10; round++) {
      expect((await client.put('/api/clinician', { lang: 'en' })).status).toBe(200);
      expect(await titles()).toEqual(english);
      expect((await client.put('/api/clinician', { lang: 'fr' })).status).toBe(200);
      expect(await titles()).toEqual(french);
    }
  });

  it('refuses a username already taken by another account, whatever its case (409)', async () => {
    const other = await createTestAccount();
    const { client } = await signedIn();
    const res = await client.put('/api/clinician', { username: other.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(errorOf(res.json).code).toBe('ERROPERATION');
  });

  it('answers a wrong current password with the catalogue message', async () => {
    const { client } = await signedIn();
    const res = await client.put('/api/clinician/password', { currentPassword: 'not-it', newPassword: 'Another-pass-1' });
    expect(res.status).toBe(403);
    expect(errorOf(res.json)).toEqual({ code: 'ERRPERMISSION', message: 'Wrong Password', details: 'You entered an incorrect password.' });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { account, client } = await signedIn();
    const otherTab = new ApiClient();
    await otherTab.login(account.username, account.password);

    const res = await client.put('/api/clinician/password', { currentPassword: account.password, newPassword: 'Another-pass-1' });

    expect(res.status).toBe(200);
    expect((await client.get('/api/clinician')).status).toBe(200);
    expect((await otherTab.get('/api/clinician')).status).toBe(401);
    expect((await new ApiClient().login(account.username, account.password)).status).toBe(401);
    expect((await new ApiClient().login(account.username, 'Another-pass-1')).status).toBe(200);
  });

  it('is refused to a manager (403)', async () => {
    const { client } = await signedIn('manager');
    const res = await client.get('/api/clinician');
    expect(res.status).toBe(403);
    expect(errorOf(res.json).code).toBe('ERRPERMISSION');
  });

  it('carries the team permission flags for a staff member', async () => {
    // The seeded staff member of team "Clinic A" (api-conventions.md, seeded development accounts).
    const client = new ApiClient();
    expect((await client.login('staff', 'Password-123')).status).toBe(200);
    const profile = bodyOf<ClinicianProfile>((await client.get('/api/clinician')).json);
    expect(profile.type).toBe('staff');
    for (const flag of ['teamExercises', 'orgExercises', 'teamFolders', 'teamClients', 'teamSwap', 'restrictPhi'] as const) {
      expect(profile).toHaveProperty(flag);
    }
  });
});

describe('manager profile', () => {
  it('shows and saves the manager profile', async () => {
    const { account, client } = await signedIn('manager');
    const profile = bodyOf<ManagerProfile>((await client.get('/api/manager/profile')).json);
    expect(profile).toMatchObject({ id: account.id, type: 'manager', seats: 0, activeStaff: 0, selfServe: true });

    const res = await client.put('/api/manager/profile', { lastname: 'Boss', seats: 999 });
    expect(res.status).toBe(200);
    expect(bodyOf(res.json)).toMatchObject({ lastname: 'Boss', seats: 0 });
  });

  it('changes the manager password only with the current one', async () => {
    const { account, client } = await signedIn('manager');
    expect((await client.put('/api/manager/profile/password', { currentPassword: 'nope', newPassword: 'Another-pass-1' })).status).toBe(403);
    expect((await client.put('/api/manager/profile/password', { currentPassword: account.password, newPassword: 'Another-pass-1' })).status).toBe(200);
  });

  it('is refused to a clinician (403)', async () => {
    const { client } = await signedIn();
    expect((await client.get('/api/manager/profile')).status).toBe(403);
  });
});
