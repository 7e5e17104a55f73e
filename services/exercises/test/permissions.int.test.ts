import { describe, expect, it } from '@jest/globals';
import { TEAMS_SUBJECTS, type Element, type ElementList } from '@openset/contracts';
import { rpc } from '@openset/testing';
import { EX, bodyOf, createExercise, errorOf, list, signedIn, teamWith } from './helpers.js';

describe('who may see and change what', () => {
  it("another clinician's element answers ERRNOTFOUND for every call", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const mine = await createExercise(owner.api, { title: 'Private thing' });

    for (const response of [
      await other.api.get(`${EX}/${mine.id}`),
      await other.api.put(`${EX}/${mine.id}`, { title: 'Hacked' }),
      await other.api.put(`${EX}/${mine.id}/favourite`),
      await other.api.put(`${EX}/${mine.id}/folder/user`),
      await other.api.delete(`${EX}/${mine.id}`),
    ]) {
      expect(errorOf(response)).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    }
    expect((await list(other.api, 'custom')).items).toEqual([]);
    expect((await list(owner.api, 'user')).items.map((e) => e.title)).toEqual(['Private thing']);
  });

  it('team readWrite: a team-mate sees, edits and creates team exercises', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readWrite' }]);
    const [a, b] = staff;
    const shared = await createExercise(a!.api, { title: 'Team squat', folderKind: 'team' });
    expect(shared.type).toBe('teamExercise');

    const seen = (await list(b!.api, 'team')).items;
    expect(seen.map((e) => [e.title, e.readOnly])).toEqual([['Team squat', false]]);
    const edited = bodyOf<Element>(await b!.api.put(`${EX}/${shared.id}`, { title: 'Team squat, deep' }));
    expect(edited).toMatchObject({ id: shared.id, title: 'Team squat, deep', type: 'teamExercise' });
    // Own exercises stay private inside a team.
    await createExercise(a!.api, { title: 'Only mine' });
    expect((await list(b!.api, 'custom')).items.map((e) => e.title)).toEqual(['Team squat, deep']);
  });

  it('team readOnly: a team-mate sees team exercises but cannot change, move or delete them', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readOnly' }]);
    const [writer, reader] = staff;
    const shared = await createExercise(writer!.api, { title: 'Team lunge', folderKind: 'team' });

    const seen = bodyOf<ElementList>(await reader!.api.get(`${EX}/${shared.id}`)).items[0]!;
    expect(seen).toMatchObject({ type: 'teamExercise', readOnly: true });
    for (const response of [
      await reader!.api.put(`${EX}/${shared.id}`, { title: 'Changed' }),
      await reader!.api.put(`${EX}/${shared.id}/folder/user`),
      await reader!.api.delete(`${EX}/${shared.id}`),
    ]) {
      expect(errorOf(response)).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
    }
    // Nor create team exercises.
    expect(errorOf(await reader!.api.post(EX, { title: 'New', folderKind: 'team' })).code).toBe('ERRPERMISSION');
    // Starring a read-only element is the reader's own business and is allowed.
    expect(bodyOf<Element>(await reader!.api.put(`${EX}/${shared.id}/favourite`)).favourite).toBe(true);
    expect(bodyOf<ElementList>(await writer!.api.get(`${EX}/${shared.id}`)).items[0]!.title).toBe('Team lunge');
  });

  it('team sharing off: team exercises are not found', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: false }]);
    const shared = await createExercise(staff[0]!.api, { title: 'Hidden', folderKind: 'team' });
    expect(errorOf(await staff[1]!.api.get(`${EX}/${shared.id}`)).code).toBe('ERRNOTFOUND');
    expect((await list(staff[1]!.api, 'team')).items).toEqual([]);
  });

  it('a permission withdrawn by the manager stops working at once', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readWrite' }]);
    const shared = await createExercise(staff[0]!.api, { title: 'Soon read-only', folderKind: 'team' });
    const { rpc } = await import('@openset/testing');
    await rpc('teams.members.setPermissions', { accountId: staff[1]!.account.id, overrides: { teamExercises: 'readOnly' } });
    expect(errorOf(await staff[1]!.api.put(`${EX}/${shared.id}`, { title: 'x' })).code).toBe('ERRPERMISSION');
  });

  it('a permission a manager withdraws or changes takes effect on the very next call', async () => {
    const { teamId, staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readWrite' }, {}]);
    const [a, b, c] = staff;
    const shared = await createExercise(a!.api, { title: 'Team lunge', folderKind: 'team' });
    expect((await list(b!.api, 'team')).items.map((e) => e.title)).toEqual(['Team lunge']);

    await rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: b!.account.id, overrides: { teamExercises: false } });
    expect((await list(b!.api, 'team')).items).toEqual([]);
    expect(errorOf(await b!.api.get(`${EX}/${shared.id}`))).toMatchObject({ code: 'ERRNOTFOUND' });

    await rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: b!.account.id, overrides: { teamExercises: 'readWrite' } });
    expect(bodyOf<Element>(await b!.api.put(`${EX}/${shared.id}`, { title: 'Team lunge, long' })).title).toBe('Team lunge, long');
    // A team-wide change reaches members whose permissions follow the team's defaults.
    expect(bodyOf<Element>(await c!.api.put(`${EX}/${shared.id}`, { title: 'Team lunge, wide' })).title).toBe('Team lunge, wide');
    await rpc(TEAMS_SUBJECTS.updateTeam, { teamId, teamExercises: 'readOnly' });
    expect(errorOf(await c!.api.put(`${EX}/${shared.id}`, { title: 'Team lunge, short' }))).toMatchObject({ code: 'ERRPERMISSION' });
  });
});
