import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientCreated, EducationArticle, Element, ExerciseSet, HeaderFooterList, ManagerTeam, OutcomeDefinition, ShareLevel, StaffPermissions, TeamSwapList } from '@openset/contracts';
import { ApiClient, waitFor } from '@openset/testing';
import { bodyOf, db, errorOf, invitedStaff, newTeam, signedInManager } from './manager-helpers.js';

/**
 * Every flag the manager sets, with each of its values, against the calls it governs: the manager
 * saves the member's flag through the staff API, and the member's very next call follows it.
 * A writer with every sharing level readWrite makes the team's objects; the subject is the member
 * whose flag changes.
 */
interface Clinic {
  manager: ApiClient;
  team: ManagerTeam;
  writer: Awaited<ReturnType<typeof invitedStaff>>;
  subject: Awaited<ReturnType<typeof invitedStaff>>;
}
let clinic: Clinic;

beforeAll(async () => {
  const { api: manager } = await signedInManager();
  const team = await newTeam(manager, 'Matrix');
  clinic = { manager, team, writer: await invitedStaff(manager, team.id), subject: await invitedStaff(manager, team.id) };
}, 60_000);

afterAll(async () => {
  await db.end();
});

async function setFlag<K extends keyof StaffPermissions>(flag: K, value: StaffPermissions[K]): Promise<void> {
  bodyOf(await clinic.manager.put(`/api/manager/staff/${clinic.subject.id}/permissions`, { [flag]: value }));
}

const LEVELS: ShareLevel[] = ['readWrite', 'readOnly', false];

describe('permission matrix', () => {
  it('teamExercises: readWrite edits, readOnly only reads, false hides a team exercise', async () => {
    const shared = bodyOf<Element>(await clinic.writer.api.post('/api/clinician/exercises', { title: 'Team squat', folderKind: 'team' }));
    const seen: Record<string, [number, number]> = {};
    for (const level of LEVELS) {
      await setFlag('teamExercises', level);
      const read = await clinic.subject.api.get(`/api/clinician/exercises/${shared.id}`);
      const edit = await clinic.subject.api.put(`/api/clinician/exercises/${shared.id}`, { title: `Team squat ${String(level)}` });
      seen[String(level)] = [read.status, edit.status];
    }
    expect(seen).toEqual({ readWrite: [200, 200], readOnly: [200, 403], false: [404, 404] });
  });

  it('teamEducation: readWrite edits and writes team articles, readOnly only reads, false hides a team article', async () => {
    const article = { body: '<p>Walk a little every day.</p>', lang: 'en' };
    const shared = bodyOf<EducationArticle>(await clinic.writer.api.post('/api/clinician/education', { ...article, title: 'Team walking', scope: 'team' }));
    const seen: Record<string, [number, number, number]> = {};
    for (const level of LEVELS) {
      await setFlag('teamEducation', level);
      const read = await clinic.subject.api.get(`/api/clinician/education/${shared.id}`);
      const edit = await clinic.subject.api.put(`/api/clinician/education/${shared.id}`, { ...article, title: `Team walking ${String(level)}` });
      const write = await clinic.subject.api.post('/api/clinician/education', { ...article, title: `New team article ${String(level)}`, scope: 'team' });
      seen[String(level)] = [read.status, edit.status, write.status];
    }
    expect(seen).toEqual({ readWrite: [200, 200, 200], readOnly: [200, 403, 403], false: [404, 404, 403] });
  });

  it('teamOutcomes: readWrite edits and writes team custom outcomes, readOnly only reads, false hides a team outcome', async () => {
    const definition = { lang: 'en', questions: [{ type: 'number', key: 'steps', text: 'Steps climbed', min: 0, max: 100 }] };
    const shared = bodyOf<OutcomeDefinition>(await clinic.writer.api.post('/api/clinician/outcomes/definitions', { ...definition, title: 'Team stairs', scope: 'team' }));
    const seen: Record<string, [number, number, number]> = {};
    for (const level of LEVELS) {
      await setFlag('teamOutcomes', level);
      const read = await clinic.subject.api.get(`/api/clinician/outcomes/definitions/${shared.id}`);
      const edit = await clinic.subject.api.put(`/api/clinician/outcomes/definitions/${shared.id}`, { ...definition, title: `Team stairs ${String(level)}` });
      const write = await clinic.subject.api.post('/api/clinician/outcomes/definitions', { ...definition, title: `New team outcome ${String(level)}`, scope: 'team' });
      seen[String(level)] = [read.status, edit.status, write.status];
    }
    expect(seen).toEqual({ readWrite: [200, 200, 200], readOnly: [200, 403, 403], false: [404, 404, 403] });
  });

  it('orgExercises, orgEducation, orgOutcomes: readWrite edits, readOnly only reads, false hides the organisation\'s rows', async () => {
    const article = { body: '<p>Rest, then move.</p>', lang: 'en' };
    const definition = { lang: 'en', questions: [{ type: 'number', key: 'reach', text: 'Reach in cm', min: 0, max: 200 }] };
    const kinds = [
      { flag: 'orgExercises', path: '/api/clinician/exercises', create: { title: 'Org lunge', folderKind: 'org' }, edit: { title: 'Org lunge again' } },
      { flag: 'orgEducation', path: '/api/clinician/education', create: { ...article, title: 'Org rest', scope: 'org' }, edit: { ...article, title: 'Org rest again' } },
      { flag: 'orgOutcomes', path: '/api/clinician/outcomes/definitions', create: { ...definition, title: 'Org reach', scope: 'org' }, edit: { ...definition, title: 'Org reach again' } },
    ] as const;
    for (const kind of kinds) {
      const { id } = bodyOf<{ id: string }>(await clinic.writer.api.post(kind.path, kind.create));
      const seen: Record<string, [number, number]> = {};
      for (const level of LEVELS) {
        await setFlag(kind.flag, level);
        seen[String(level)] = [(await clinic.subject.api.get(`${kind.path}/${id}`)).status, (await clinic.subject.api.put(`${kind.path}/${id}`, kind.edit)).status];
      }
      expect({ flag: kind.flag, seen }).toEqual({ flag: kind.flag, seen: { readWrite: [200, 200], readOnly: [200, 403], false: [404, 404] } });
      await setFlag(kind.flag, 'readWrite');
    }
  });

  it('teamFolders: a readOnly team template cannot be moved out; a readWrite one moved into a private folder is copied, the team keeps it; false hides it', async () => {
    const template = bodyOf<ExerciseSet>(await clinic.writer.api.post('/api/clinician/sets', { type: 'folderSet', folderKind: 'team', title: 'Team knee program' }));

    await setFlag('teamFolders', 'readOnly');
    expect(errorOf(await clinic.subject.api.put(`/api/clinician/sets/${template.id}/folder/user`)).code).toBe('ERRPERMISSION');
    expect(bodyOf<{ items: ExerciseSet[] }>(await clinic.writer.api.get(`/api/clinician/sets/${template.id}`)).items[0]).toMatchObject({ scope: 'team' });

    await setFlag('teamFolders', 'readWrite');
    bodyOf(await clinic.subject.api.put(`/api/clinician/sets/${template.id}/folder/user`));
    const kept = bodyOf<{ items: ExerciseSet[] }>(await clinic.writer.api.get(`/api/clinician/sets/${template.id}`)).items[0]!;
    expect(kept).toMatchObject({ scope: 'team', title: 'Team knee program' });
    const own = bodyOf<{ items: ExerciseSet[] }>(await clinic.subject.api.get('/api/clinician/sets', { folderId: 'user' })).items;
    expect(own.map((set) => [set.title, set.scope, set.id === template.id])).toEqual([['Team knee program', 'user', false]]);

    await setFlag('teamFolders', false);
    expect(errorOf(await clinic.subject.api.get(`/api/clinician/sets/${template.id}`)).code).toBe('ERRNOTFOUND');
  });

  it('orgFolders: a readOnly organisation template cannot be moved out, a readWrite one is copied, false hides it', async () => {
    const template = bodyOf<ExerciseSet>(await clinic.writer.api.post('/api/clinician/sets', { type: 'folderSet', folderKind: 'org', title: 'Org hip program' }));
    const seen: Record<string, [number, number]> = {};
    for (const level of LEVELS) {
      await setFlag('orgFolders', level);
      seen[String(level)] = [(await clinic.subject.api.get(`/api/clinician/sets/${template.id}`)).status, (await clinic.subject.api.put(`/api/clinician/sets/${template.id}/folder/user`)).status];
    }
    expect(seen).toEqual({ readWrite: [200, 200], readOnly: [200, 403], false: [404, 404] });
    expect(bodyOf<{ items: ExerciseSet[] }>(await clinic.writer.api.get(`/api/clinician/sets/${template.id}`)).items[0]).toMatchObject({ scope: 'org' });
    await setFlag('orgFolders', 'readWrite');
  });

  it("teamClients: on, a team-mate's client is seen; off, it is not found", async () => {
    const { client } = bodyOf<ClientCreated>(await clinic.writer.api.post('/api/clinician/clients', { firstname: 'Mat', lastname: 'Rix', email: `mx${Date.now()}@example.test` }));
    const seen: Record<string, number> = {};
    for (const value of [true, false]) {
      await setFlag('teamClients', value);
      seen[String(value)] = (await clinic.subject.api.get(`/api/clinician/clients/${client.id}`)).status;
    }
    expect(seen).toEqual({ true: 200, false: 404 });
  });

  it('restrictPhi: on, health information and drafts are refused; off, they are served', async () => {
    await setFlag('teamClients', true);
    const { client } = bodyOf<ClientCreated>(await clinic.subject.api.post('/api/clinician/clients', { firstname: 'Phi', lastname: 'Test', email: `phi${Date.now()}@example.test` }));
    const seen: Record<string, [number, number]> = {};
    for (const value of [true, false]) {
      await setFlag('restrictPhi', value);
      const feedback = await clinic.subject.api.get(`/api/clinician/clients/${client.id}/feedback`);
      const draft = await clinic.subject.api.post('/api/clinician/sets/draft', { revision: 1, content: { title: 'Draft' } });
      seen[String(value)] = [feedback.status, draft.status];
    }
    expect(seen.true).toEqual([403, 403]);
    expect(seen.false![0]).toBe(200);
    expect(seen.false![1]).toBeLessThan(300);
  });

  it("teamSwap: on, the team-mates are listed and a wrong password is refused without signing out; off, no swap", async () => {
    await setFlag('teamSwap', true);
    const on = bodyOf<TeamSwapList>(await clinic.subject.api.get('/api/clinician/team'));
    expect(on).toMatchObject({ enabled: true, items: [expect.objectContaining({ id: clinic.writer.id })] });
    expect(errorOf(await clinic.subject.api.post(`/api/clinician/team/swap/${clinic.writer.id}`, { password: 'not-the-password' }))).toMatchObject({ code: 'ERRPERMISSION', details: { key: 'wrongPassword' } });
    expect((await clinic.subject.api.get('/api/clinician')).status).toBe(200);

    await setFlag('teamSwap', false);
    expect(bodyOf<TeamSwapList>(await clinic.subject.api.get('/api/clinician/team'))).toEqual({ enabled: false, items: [], total: 0 });
    expect(errorOf(await clinic.subject.api.post(`/api/clinician/team/swap/${clinic.writer.id}`, { password: clinic.writer.password })).code).toBe('ERRPERMISSION');
  });

  it('secondaryAuth: on, a sign-in from an unknown address asks for the e-mailed code; off, it signs in', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const value of [true, false]) {
      await setFlag('secondaryAuth', value);
      const terminal = new ApiClient();
      const login = await terminal.login(clinic.subject.username, clinic.subject.password);
      outcomes[String(value)] = [login.status, (login.json as { body?: { outcome?: string } }).body?.outcome];
    }
    expect(outcomes).toEqual({ true: [200, 'secondaryAuth'], false: [200, 'success'] });
  });

  it('teamHeaderFooter: on, the team header is offered; off, it is not', async () => {
    bodyOf(await clinic.manager.post('/api/manager/teams/header', { teamId: clinic.team.id, headerLine1: 'Clinique Matrix', headerLine2: '', headerLine3: '', footer: '', logo: null }));
    const seen: Record<string, string[]> = {};
    for (const value of [true, false]) {
      await setFlag('teamHeaderFooter', value);
      // The sets service hears of the change by an announcement that may land just after the next
      // call under load; its cached permissions last 5 s at most, so the change shows within that.
      const expected = value ? 1 : 0;
      seen[String(value)] = await waitFor(async () => {
        const titles = bodyOf<HeaderFooterList>(await clinic.subject.api.get('/api/clinician/headerFooters')).items.map((item) => item.headerLine1);
        return titles.length === expected ? titles : undefined;
      }, 6_000).catch(async () => bodyOf<HeaderFooterList>(await clinic.subject.api.get('/api/clinician/headerFooters')).items.map((item) => item.headerLine1));
    }
    expect(seen).toEqual({ true: ['Clinique Matrix'], false: [] });
  });
});

describe('team swap', () => {
  it("hands the terminal to a team-mate with their password: the session becomes theirs", async () => {
    const { api: manager } = await signedInManager();
    const team = await newTeam(manager, 'Swap');
    const { memberCount: _m, id: _i, orgId: _o, logoResourceId: _l, ...whole } = team;
    bodyOf(await manager.put(`/api/manager/teams/${team.id}`, { ...whole, teamSwap: true }));
    const a = await invitedStaff(manager, team.id);
    const b = await invitedStaff(manager, team.id);
    const swapped = bodyOf<{ outcome: string; profile: { id: string } }>(await a.api.post(`/api/clinician/team/swap/${b.id}`, { password: b.password }));
    expect(swapped).toMatchObject({ outcome: 'success', profile: { id: b.id } });
    expect(bodyOf<{ id: string }>(await a.api.get('/api/clinician')).id).toBe(b.id);
  });
});
