import { afterAll, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_TEAM_PERMISSIONS,
  TEAM_COLOURS,
  nextShareLevel,
  type ChangeTeamResult,
  type ClientCreated,
  type Invitation,
  type ManagerTeam,
  type ManagerTeamList,
  type StaffDetail,
  type StaffList,
  type StaffMember,
  type Subscription,
} from '@openset/contracts';
import { ApiClient } from '@openset/testing';
import { bodyOf, db, errorOf, invitationToken, invitedStaff, newTeam, signedIn, signedInManager } from './manager-helpers.js';

afterAll(async () => {
  await db.end();
});

const CLIENTS = '/api/clinician/clients';
let clientCounter = 0;
async function addClient(api: ApiClient): Promise<ClientCreated['client']> {
  clientCounter++;
  const tag = `${Date.now().toString(36)}${clientCounter}`;
  return bodyOf<ClientCreated>(await api.post(CLIENTS, { firstname: `Cli${tag}`, lastname: `Ent${tag}`, email: `cl${tag}@example.test` })).client;
}

describe('teams manager', () => {
  it('creates teams in the six colours in turn, every sharing flag readWrite and shared clients on', async () => {
    const { api } = await signedInManager();
    const teams: ManagerTeam[] = [];
    for (let i = 0; i < 7; i++) teams.push(await newTeam(api, `Team ${i}`));
    expect(teams.map((team) => team.colour)).toEqual([...TEAM_COLOURS, TEAM_COLOURS[0]]);
    expect(teams[0]).toMatchObject({ ...DEFAULT_TEAM_PERMISSIONS, teamClients: true, memberCount: 0, logoResourceId: null });
    const list = bodyOf<ManagerTeamList>(await api.get('/api/manager/teams', { limit: 5 }));
    expect(list.total).toBe(7);
    expect(list.items.map((team) => team.title)).toEqual(['Team 0', 'Team 1', 'Team 2', 'Team 3', 'Team 4']);
  });

  it("saves a toggle's next level and a flipped flag, and hides one manager's teams from another", async () => {
    const { api } = await signedInManager();
    const team = await newTeam(api, 'Knee');
    const { memberCount: _count, id, orgId: _org, logoResourceId: _logo, ...whole } = team;
    const toggled = bodyOf<ManagerTeam>(await api.put(`/api/manager/teams/${id}`, { ...whole, title: 'Knee and hip', teamExercises: nextShareLevel(team.teamExercises), teamSwap: !team.teamSwap }));
    expect(toggled).toMatchObject({ title: 'Knee and hip', teamExercises: false, teamSwap: true });
    const again = bodyOf<ManagerTeam>(await api.put(`/api/manager/teams/${id}`, { ...whole, teamExercises: nextShareLevel(toggled.teamExercises) }));
    expect(again.teamExercises).toBe('readOnly');

    const other = await signedInManager();
    expect(errorOf(await other.api.put(`/api/manager/teams/${id}`, whole)).code).toBe('ERRNOTFOUND');
    expect(bodyOf<ManagerTeamList>(await other.api.get('/api/manager/teams')).total).toBe(0);
    const clinician = await signedIn('professional');
    expect(errorOf(await clinician.api.get('/api/manager/teams')).code).toBe('ERRPERMISSION');
  });

  it('deletes only a team without staff', async () => {
    const { api } = await signedInManager();
    const empty = await newTeam(api, 'Empty');
    const staffed = await newTeam(api, 'Staffed');
    await invitedStaff(api, staffed.id);
    expect(bodyOf(await api.delete(`/api/manager/teams/${empty.id}`))).toEqual({ ok: true });
    expect(errorOf(await api.delete(`/api/manager/teams/${staffed.id}`)).code).toBe('ERROPERATION');
    expect(bodyOf<ManagerTeamList>(await api.get('/api/manager/teams')).items.map((team) => [team.title, team.memberCount])).toEqual([['Staffed', 1]]);
  });
});

describe('invitations', () => {
  it('e-mails a single-use link; the invitee chooses a username and password, signs in as staff of the team with its flags', async () => {
    const { api } = await signedInManager();
    const team = await newTeam(api, 'Shoulder');
    const staff = await invitedStaff(api, team.id, { teamClients: false });
    expect(staff.invitation.status).toBe('pending');

    const list = bodyOf<StaffList>(await api.get('/api/manager/staff'));
    expect(list.items).toEqual([
      expect.objectContaining({ id: staff.id, username: staff.username, teamId: team.id, teamTitle: 'Shoulder', status: 'active', lastLogin: expect.any(String) }),
    ]);
    expect(list.items[0]!.permissions).toEqual({ ...DEFAULT_TEAM_PERMISSIONS, teamClients: false });
    const invitations = bodyOf<{ items: Invitation[] }>(await api.get('/api/manager/invitations'));
    expect(invitations.items.map((row) => [row.email, row.status, row.accountId])).toEqual([[staff.email, 'accepted', staff.id]]);

    // The link works once.
    const token = await invitationToken(staff.email);
    expect(errorOf(await new ApiClient().get(`/api/invitations/${token}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await new ApiClient().post(`/api/invitations/${token}`, { username: `${staff.username}x`, password: 'Another-pass-1' })).code).toBe('ERRNOTFOUND');
  });

  it("refuses an invitation beyond the seats with 'You have reached your max allowed number of seats.', and a revoked one frees its seat", async () => {
    const { api } = await signedInManager({ seats: 2, teamInvitations: null });
    const team = await newTeam(api);
    await invitedStaff(api, team.id);
    const pending = bodyOf<Invitation>(await api.post('/api/manager/invitations', { email: `p${Date.now()}@example.test`, teamId: team.id }));
    const refused = errorOf(await api.post('/api/manager/invitations', { email: `q${Date.now()}@example.test`, teamId: team.id }));
    expect(refused).toMatchObject({ status: 409, code: 'ERROPERATION', message: 'You have reached your max allowed number of seats.', details: { key: 'maxSeats' } });
    expect(bodyOf<Subscription>(await api.get('/api/manager/profile/subscription'))).toMatchObject({ seats: 2, activeStaff: 1, pendingInvitations: 1, invitationsLeft: 'unlimited' });

    expect(bodyOf<Invitation>(await api.delete(`/api/manager/invitations/${pending.id}`)).status).toBe('revoked');
    expect(errorOf(await new ApiClient().get(`/api/invitations/${await invitationToken(pending.email)}`)).code).toBe('ERRNOTFOUND');
    expect(bodyOf<Invitation>(await api.post('/api/manager/invitations', { email: `r${Date.now()}@example.test`, teamId: team.id })).status).toBe('pending');
  });

  it('refuses an invitation once the remaining invitation count is used up, whatever seats are free', async () => {
    const { api } = await signedInManager({ seats: 20, teamInvitations: 2 });
    const team = await newTeam(api);
    await api.post('/api/manager/invitations', { email: `a${Date.now()}@example.test`, teamId: team.id });
    expect(bodyOf<Subscription>(await api.get('/api/manager/profile/subscription')).invitationsLeft).toBe(1);
    await api.post('/api/manager/invitations', { email: `b${Date.now()}@example.test`, teamId: team.id });
    expect(errorOf(await api.post('/api/manager/invitations', { email: `c${Date.now()}@example.test`, teamId: team.id })).details).toEqual({ key: 'maxSeats' });
    expect(bodyOf<Subscription>(await api.get('/api/manager/profile/subscription'))).toMatchObject({ invitationsLeft: 0, pendingInvitations: 2 });
  });

  it('resends with a new link: the old one stops working', async () => {
    const { api } = await signedInManager();
    const team = await newTeam(api);
    const email = `re${Date.now()}@example.test`;
    const sent = bodyOf<Invitation>(await api.post('/api/manager/invitations', { email, teamId: team.id }));
    const first = await invitationToken(email, 1);
    bodyOf(await api.post(`/api/manager/invitations/${sent.id}/resend`));
    const second = await invitationToken(email, 2);
    expect(second).not.toBe(first);
    expect(errorOf(await new ApiClient().get(`/api/invitations/${first}`)).code).toBe('ERRNOTFOUND');
    expect(bodyOf<{ teamTitle: string }>(await new ApiClient().get(`/api/invitations/${second}`)).teamTitle).toBe('Team');
  });
});

describe('change team', () => {
  async function clinic() {
    const { api } = await signedInManager();
    const from = await newTeam(api, 'From');
    const to = await newTeam(api, 'To');
    const mover = await invitedStaff(api, from.id);
    const stayer = await invitedStaff(api, from.id);
    const newcomer = await invitedStaff(api, to.id);
    const client = await addClient(mover.api);
    return { api, from, to, mover, stayer, newcomer, client };
  }

  const seesClient = async (staff: { api: ApiClient }, clientId: string) => {
    const response = await staff.api.get(`${CLIENTS}/${clientId}`);
    if (response.status !== 200 && response.status !== 404) throw new Error(JSON.stringify(response.json));
    return response.status === 200;
  };

  it('moves the clients with the member: the new team sees them, the old one no longer does', async () => {
    const { api, to, mover, stayer, newcomer, client } = await clinic();
    const moved = bodyOf<ChangeTeamResult>(await api.put(`/api/manager/staff/${mover.id}/team`, { teamId: to.id, moveClients: true }));
    expect(moved).toMatchObject({ member: { teamId: to.id, teamTitle: 'To' }, reassignedClients: 0 });
    expect(await seesClient(mover, client.id)).toBe(true);
    expect(await seesClient(newcomer, client.id)).toBe(true);
    expect(await seesClient(stayer, client.id)).toBe(false);
  });

  it('leaves the clients to a new primary contact of the old team', async () => {
    const { api, from, to, mover, stayer, newcomer, client } = await clinic();
    expect(bodyOf<StaffDetail>(await api.get(`/api/manager/staff/${mover.id}`)).clientCount).toBe(1);
    const missing = errorOf(await api.put(`/api/manager/staff/${mover.id}/team`, { teamId: to.id, moveClients: false }));
    expect(missing.code).toBe('ERRVALIDATION');
    const outsider = errorOf(await api.put(`/api/manager/staff/${mover.id}/team`, { teamId: to.id, moveClients: false, primaryContactId: newcomer.id }));
    expect(outsider.code).toBe('ERRNOTFOUND');

    const moved = bodyOf<ChangeTeamResult>(await api.put(`/api/manager/staff/${mover.id}/team`, { teamId: to.id, moveClients: false, primaryContactId: stayer.id }));
    expect(moved).toMatchObject({ member: { teamId: to.id }, reassignedClients: 1 });
    expect(await seesClient(stayer, client.id)).toBe(true);
    expect(await seesClient(mover, client.id)).toBe(false);
    expect(bodyOf<StaffDetail>(await api.get(`/api/manager/staff/${stayer.id}`))).toMatchObject({ clientCount: 1, teamId: from.id });
  });
});

describe('closing a staff account', () => {
  it("ends the member's sessions at once; signing in shows the staff-closed notice; the seat is free", async () => {
    const { api } = await signedInManager({ seats: 1, teamInvitations: null });
    const team = await newTeam(api);
    const staff = await invitedStaff(api, team.id);
    expect((await staff.api.get('/api/clinician')).status).toBe(200);

    const closed = bodyOf<StaffMember>(await api.put(`/api/manager/staff/${staff.id}/close`, {}));
    expect(closed.status).toBe('closed');
    expect(errorOf(await staff.api.get('/api/clinician')).code).toBe('ERRAUTH');
    const again = await new ApiClient().login(staff.username, staff.password);
    expect(bodyOf(again)).toEqual({ outcome: 'closed', type: 'staff', checkoutUri: null });
    expect(bodyOf<Subscription>(await api.get('/api/manager/profile/subscription')).activeStaff).toBe(0);
    expect(bodyOf<Invitation>(await api.post('/api/manager/invitations', { email: `n${Date.now()}@example.test`, teamId: team.id })).status).toBe('pending');
  });
});
