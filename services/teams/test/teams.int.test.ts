import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_TEAM_PERMISSIONS,
  NO_SHARING,
  TEAMS_SUBJECTS,
  type EffectivePermissions,
  type ErrorBody,
  type Membership,
  type StaffPermissions,
  type Team,
} from '@openset/contracts';
import { createTestAccount, rpc } from '@openset/testing';

const permissionsOf = (accountId: string) => rpc<EffectivePermissions>(TEAMS_SUBJECTS.permissionsOf, { accountId });

/** A manager with an organisation and one team, all of their own. */
async function freshTeam(title = 'Team') {
  const manager = await createTestAccount({ type: 'manager' });
  const org = await rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: `Org of ${manager.username}` });
  const team = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId: org.id, title });
  return { manager, orgId: org.id, team };
}

async function staffIn(teamId: string) {
  const staff = await createTestAccount({ type: 'staff' });
  await rpc<Membership>(TEAMS_SUBJECTS.addMember, { teamId, accountId: staff.id });
  return staff;
}

/** Resolves to the error body the call failed with. */
async function failureOf(call: Promise<unknown>): Promise<ErrorBody> {
  try {
    await call;
  } catch (error) {
    return error as ErrorBody;
  }
  throw new Error('expected the call to fail');
}

describe('teams.permissions.of', () => {
  it('gives a solo clinician no team and no sharing', async () => {
    const pro = await createTestAccount({ type: 'professional' });
    expect(await permissionsOf(pro.id)).toEqual({
      accountId: pro.id,
      teamId: null,
      orgId: null,
      teamMemberIds: [],
      permissions: NO_SHARING,
    });
  });

  it('gives a manager their organisation but no team and no sharing', async () => {
    const { manager, orgId } = await freshTeam();
    expect(await permissionsOf(manager.id)).toEqual({
      accountId: manager.id,
      teamId: null,
      orgId,
      teamMemberIds: [],
      permissions: NO_SHARING,
    });
  });

  it('gives a new staff member the team defaults and lists their team-mates', async () => {
    const { orgId, team } = await freshTeam();
    const stella = await staffIn(team.id);
    const stan = await staffIn(team.id);

    const stellas = await permissionsOf(stella.id);
    expect(stellas).toMatchObject({ accountId: stella.id, teamId: team.id, orgId, permissions: DEFAULT_TEAM_PERMISSIONS });
    expect([...stellas.teamMemberIds].sort()).toEqual([stella.id, stan.id].sort());
  });

  it('follows a change of the team defaults', async () => {
    const { team } = await freshTeam();
    const staff = await staffIn(team.id);

    const updated = await rpc<Team>(TEAMS_SUBJECTS.updateTeam, { teamId: team.id, teamExercises: 'readOnly', teamClients: false });
    expect(updated).toMatchObject({ id: team.id, teamExercises: 'readOnly', teamClients: false });

    expect((await permissionsOf(staff.id)).permissions).toEqual({
      ...DEFAULT_TEAM_PERMISSIONS,
      teamExercises: 'readOnly',
      teamClients: false,
    });
  });

  it("lets a member's override win over the team default, and null restores inheritance", async () => {
    const { team } = await freshTeam();
    const staff = await staffIn(team.id);
    const mate = await staffIn(team.id);

    await rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: staff.id, overrides: { teamExercises: false, teamSwap: true } });
    // The team default changes afterwards: the override still wins over it.
    await rpc(TEAMS_SUBJECTS.updateTeam, { teamId: team.id, teamExercises: 'readOnly' });

    const expected: StaffPermissions = { ...DEFAULT_TEAM_PERMISSIONS, teamExercises: false, teamSwap: true };
    expect((await permissionsOf(staff.id)).permissions).toEqual(expected);
    // The team-mate keeps the team's values.
    expect((await permissionsOf(mate.id)).permissions).toEqual({ ...DEFAULT_TEAM_PERMISSIONS, teamExercises: 'readOnly' });

    const membership = await rpc<Membership>(TEAMS_SUBJECTS.setMemberPermissions, {
      accountId: staff.id,
      overrides: { teamExercises: null },
    });
    expect(membership.overrides).toMatchObject({ teamExercises: null, teamSwap: true });
    expect((await permissionsOf(staff.id)).permissions).toEqual({
      ...DEFAULT_TEAM_PERMISSIONS,
      teamExercises: 'readOnly',
      teamSwap: true,
    });
  });

  it('moves a member to another team: their team, their overrides and both member lists change', async () => {
    const manager = await createTestAccount({ type: 'manager' });
    const { id: orgId } = await rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: 'Two clinics' });
    const clinicA = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId, title: 'Clinic A' });
    const clinicB = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId, title: 'Clinic B' });
    await rpc(TEAMS_SUBJECTS.updateTeam, { teamId: clinicB.id, teamFolders: false });
    const mover = await staffIn(clinicA.id);
    const stayer = await staffIn(clinicA.id);
    const newMate = await staffIn(clinicB.id);
    await rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: mover.id, overrides: { restrictPhi: true } });

    const moved = await rpc<Membership>(TEAMS_SUBJECTS.addMember, { teamId: clinicB.id, accountId: mover.id });
    expect(moved).toMatchObject({ accountId: mover.id, teamId: clinicB.id, orgId, previousTeamId: clinicA.id });

    const movers = await permissionsOf(mover.id);
    expect(movers.teamId).toBe(clinicB.id);
    expect([...movers.teamMemberIds].sort()).toEqual([mover.id, newMate.id].sort());
    // A new team means that team's defaults: the old override does not follow the member.
    expect(movers.permissions).toEqual({ ...DEFAULT_TEAM_PERMISSIONS, teamFolders: false });
    expect((await permissionsOf(stayer.id)).teamMemberIds).toEqual([stayer.id]);
  });

  it('gives new teams of an organisation different colours from the cycle', async () => {
    const { orgId, team } = await freshTeam();
    const second = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId, title: 'Second' });
    const chosen = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId, title: 'Third', colour: team.colour });
    expect(second.colour).not.toBe(team.colour);
    expect(chosen.colour).toBe(team.colour);
  });
});

describe('teams internal subjects refuse what they cannot do', () => {
  it('answers ERRNOTFOUND for an unknown team, organisation or member', async () => {
    const staff = await createTestAccount({ type: 'staff' });
    const unknown = '00000000-0000-4000-8000-00000000dead';
    expect(await failureOf(rpc(TEAMS_SUBJECTS.addMember, { teamId: unknown, accountId: staff.id }))).toMatchObject({ code: 'ERRNOTFOUND' });
    expect(await failureOf(rpc(TEAMS_SUBJECTS.addMember, { teamId: 'not-a-uuid', accountId: staff.id }))).toMatchObject({ code: 'ERRNOTFOUND' });
    expect(await failureOf(rpc(TEAMS_SUBJECTS.updateTeam, { teamId: unknown, title: 'X' }))).toMatchObject({ code: 'ERRNOTFOUND' });
    expect(await failureOf(rpc(TEAMS_SUBJECTS.createTeam, { orgId: unknown, title: 'X' }))).toMatchObject({ code: 'ERRNOTFOUND' });
    expect(
      await failureOf(rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: staff.id, overrides: { teamSwap: true } })),
    ).toMatchObject({ code: 'ERRNOTFOUND' });
  });

  it('answers ERRVALIDATION with the fields at fault for a bad payload', async () => {
    const { team } = await freshTeam();
    const staff = await staffIn(team.id);

    const badLevel = await failureOf(
      rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: staff.id, overrides: { teamExercises: 'everyone' } }),
    );
    expect(badLevel).toMatchObject({ code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'overrides.teamExercises' })] });

    const unknownFlag = await failureOf(rpc(TEAMS_SUBJECTS.updateTeam, { teamId: team.id, shareEverything: true }));
    expect(unknownFlag).toMatchObject({ code: 'ERRVALIDATION' });

    const noTitle = await failureOf(rpc(TEAMS_SUBJECTS.createTeam, { orgId: team.orgId, title: '   ' }));
    expect(noTitle).toMatchObject({ code: 'ERRVALIDATION', details: [expect.objectContaining({ path: 'title' })] });

    expect(await failureOf(rpc(TEAMS_SUBJECTS.permissionsOf, {}))).toMatchObject({ code: 'ERRVALIDATION' });
    // Nothing changed on the way.
    expect((await permissionsOf(staff.id)).permissions).toEqual(DEFAULT_TEAM_PERMISSIONS);
  });

  it('refuses a second organisation for one manager, and owners as team members', async () => {
    const { manager, team } = await freshTeam();
    expect(await failureOf(rpc(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: 'Another' }))).toMatchObject({
      code: 'ERROPERATION',
    });
    expect(await failureOf(rpc(TEAMS_SUBJECTS.addMember, { teamId: team.id, accountId: manager.id }))).toMatchObject({
      code: 'ERROPERATION',
    });
  });
});
