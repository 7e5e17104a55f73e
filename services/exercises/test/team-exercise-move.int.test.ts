import { describe, expect, it } from '@jest/globals';
import type { ElementList, ElementPage, ExerciseFolder, StackElement } from '@openset/contracts';
import { EX, bodyOf, createExercise, errorOf, teamWith } from './helpers.js';

/**
 * A team exercise belongs to the team: a member taking it into a private folder gets a copy and
 * the team keeps it; moving it out of the team's folders needs the right to delete there.
 */
describe('moving a team exercise out of the team', () => {
  it('into a private folder or root makes a private copy; the team keeps its exercise', async () => {
    const { staff } = await teamWith([
      { teamExercises: 'readWrite', teamFolders: 'readWrite' },
      { teamExercises: 'readWrite', teamFolders: 'readWrite' },
    ]);
    const [author, colleague] = staff;
    const teamFolder = bodyOf<ExerciseFolder>(await author!.api.post(`${EX}/folders`, { title: 'Team knees', type: 'team' }));
    const exercise = await createExercise(author!.api, { title: 'Team squat', folderId: teamFolder.id });
    const stack = (await createExercise(author!.api, {
      kind: 'stack',
      title: 'Team circuit',
      folderId: teamFolder.id,
      exercises: [{ title: 'Lunge' }],
    })) as StackElement;
    const privateFolder = bodyOf<ExerciseFolder>(await colleague!.api.post(`${EX}/folders`, { title: 'Mine' }));

    const copied = bodyOf<ElementList>(await colleague!.api.put(`${EX}/${exercise.id},${stack.id}/folder/${privateFolder.id}`));
    expect(copied.items.map((item) => [item.title, item.type, item.folderId])).toEqual([
      ['Team squat', 'userExercise', privateFolder.id],
      ['Team circuit', 'userStack', privateFolder.id],
    ]);
    expect(copied.items.map((item) => item.id)).not.toContain(exercise.id);
    expect(copied.items.map((item) => item.id)).not.toContain(stack.id);
    expect((copied.items[1] as StackElement).exercises.map((item) => [item.title, item.type])).toEqual([['Lunge', 'stackExercise']]);

    const toRoot = bodyOf<ElementList>(await colleague!.api.put(`${EX}/${exercise.id}/folder/user`));
    expect(toRoot.items[0]).toMatchObject({ title: 'Team squat', type: 'userExercise', folderId: null });
    expect(toRoot.items[0]!.id).not.toBe(exercise.id);

    // The team still has both, unchanged, in its folder.
    const teamList = bodyOf<ElementPage>(await author!.api.get(`${EX}/team`, { folderId: teamFolder.id }));
    expect(teamList.items.map((item) => [item.id, item.type])).toEqual([
      [exercise.id, 'teamExercise'],
      [stack.id, 'teamStack'],
    ]);
    const stillTeam = bodyOf<ElementList>(await author!.api.get(`${EX}/${stack.id}`)).items[0] as StackElement;
    expect(stillTeam.exercises.map((item) => item.title)).toEqual(['Lunge']);
  });

  it('into a private stack copies it too', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readWrite' }]);
    const [author, colleague] = staff;
    const exercise = await createExercise(author!.api, { title: 'Team bridge', folderKind: 'team' });
    const stack = await createExercise(colleague!.api, { kind: 'stack', title: 'My stack' });
    const moved = bodyOf<ElementList>(await colleague!.api.put(`${EX}/${exercise.id}/stack/${stack.id}`));
    expect(moved.items[0]).toMatchObject({ title: 'Team bridge', type: 'stackExercise', stackId: stack.id });
    expect(moved.items[0]!.id).not.toBe(exercise.id);
    expect(bodyOf<ElementList>(await author!.api.get(`${EX}/${exercise.id}`)).items[0]).toMatchObject({ type: 'teamExercise', stackId: null });
  });

  it('out of the team into the organisation needs the right to delete in the team', async () => {
    const { staff } = await teamWith([
      { teamExercises: 'readWrite', orgExercises: 'readWrite' },
      { teamExercises: 'readOnly', orgExercises: 'readWrite', orgFolders: 'readWrite' },
    ]);
    const [author, reader] = staff;
    const exercise = await createExercise(author!.api, { title: 'Team only', folderKind: 'team' });
    const orgFolder = bodyOf<ExerciseFolder>(await reader!.api.post(`${EX}/folders`, { title: 'Org', type: 'org' }));
    expect(errorOf(await reader!.api.put(`${EX}/${exercise.id}/folder/${orgFolder.id}`)).code).toBe('ERRPERMISSION');
    expect(bodyOf<ElementList>(await author!.api.get(`${EX}/${exercise.id}`)).items[0]).toMatchObject({ type: 'teamExercise' });
  });
});
