import { describe, expect, it } from '@jest/globals';
import { MAX_FOLDER_DEPTH, type ExerciseFolder } from '@openset/contracts';
import { EX, bodyOf, createExercise, errorOf, list, signedIn, teamWith } from './helpers.js';

describe('custom folders', () => {
  it('only empty folders can be deleted', async () => {
    const { api } = await signedIn();
    const parent = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Parent' }));
    const child = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Child', parentId: parent.id }));
    const exercise = await createExercise(api, { title: 'In child', folderId: child.id });

    expect(errorOf(await api.delete(`${EX}/folders/${parent.id}`))).toMatchObject({
      status: 409,
      code: 'ERROPERATION',
      message: 'Only empty folders can be deleted.',
      details: { key: 'onlyEmptyFolders' },
    });
    expect(errorOf(await api.delete(`${EX}/folders/${child.id}`)).details).toEqual({ key: 'onlyEmptyFolders' });
    bodyOf(await api.delete(`${EX}/${exercise.id}`));
    bodyOf(await api.delete(`${EX}/folders/${child.id}`));
    bodyOf(await api.delete(`${EX}/folders/${parent.id}`));
    expect(bodyOf<{ items: unknown[] }>(await api.get(`${EX}/folders`)).items).toEqual([]);
  });

  it('refuses folders deeper than the maximum depth, also when moving a subtree', async () => {
    const { api } = await signedIn();
    let parentId: string | null = null;
    const chain: ExerciseFolder[] = [];
    for (let depth = 1; depth <= MAX_FOLDER_DEPTH; depth++) {
      const folder: ExerciseFolder = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: `Level ${depth}`, parentId }));
      expect(folder.depth).toBe(depth);
      chain.push(folder);
      parentId = folder.id;
    }
    // The tree a page at a time, parents before children.
    const folders = async (skip: number) => bodyOf<{ items: ExerciseFolder[]; total: number }>(await api.get(`${EX}/folders`, { skip, limit: 2 }));
    expect(await folders(0)).toMatchObject({ items: [{ id: chain[0]!.id }, { id: chain[1]!.id }], total: MAX_FOLDER_DEPTH });
    expect((await folders(MAX_FOLDER_DEPTH - 1)).items.map((folder) => folder.id)).toEqual([chain[MAX_FOLDER_DEPTH - 1]!.id]);
    expect(errorOf(await api.post(`${EX}/folders`, { title: 'Too deep', parentId }))).toMatchObject({
      status: 409,
      code: 'ERROPERATION',
      message: 'Max folder depth exceeded.',
      details: { key: 'maxFolderDepth' },
    });
    // A two-level subtree moved under level 4 would reach depth 6.
    const top = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Top' }));
    await api.post(`${EX}/folders`, { title: 'Below', parentId: top.id });
    expect(errorOf(await api.put(`${EX}/folders/${top.id}`, { parentId: chain[3]!.id })).details).toEqual({ key: 'maxFolderDepth' });
    // A folder cannot move into its own subtree.
    expect(errorOf(await api.put(`${EX}/folders/${chain[0]!.id}`, { parentId: chain[2]!.id })).code).toBe('ERROPERATION');
  });

  it('lists folder contents, and folders of another clinician are not found', async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    const folder = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Knees' }));
    await createExercise(api, { title: 'Inside', folderId: folder.id });
    await createExercise(api, { title: 'Outside' });
    expect((await list(api, 'user', { folderId: folder.id })).items.map((e) => e.title)).toEqual(['Inside']);
    expect((await list(api, 'user', { folderId: 'root' })).items.map((e) => e.title)).toEqual(['Outside']);
    expect(errorOf(await other.api.delete(`${EX}/folders/${folder.id}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await other.api.post(EX, { title: 'Sneaky', folderId: folder.id })).code).toBe('ERRNOTFOUND');
  });

  it('team folders follow teamFolders: readOnly members see them but cannot change them', async () => {
    const { staff } = await teamWith([
      { teamFolders: 'readWrite', teamExercises: 'readWrite' },
      { teamFolders: 'readOnly', teamExercises: 'readWrite' },
    ]);
    const [writer, reader] = staff;
    const folder = bodyOf<ExerciseFolder>(await writer!.api.post(`${EX}/folders`, { title: 'Team folder', type: 'team' }));
    const seen = bodyOf<{ items: ExerciseFolder[] }>(await reader!.api.get(`${EX}/folders`)).items;
    expect(seen.map((f) => [f.title, f.type, f.readOnly])).toEqual([['Team folder', 'team', true]]);
    expect(errorOf(await reader!.api.put(`${EX}/folders/${folder.id}`, { title: 'Renamed' })).code).toBe('ERRPERMISSION');
    expect(errorOf(await reader!.api.post(`${EX}/folders`, { title: 'New', type: 'team' })).code).toBe('ERRPERMISSION');
  });
});
