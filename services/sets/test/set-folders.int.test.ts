import { describe, expect, it } from '@jest/globals';
import { MAX_FOLDER_DEPTH, type ExerciseFolder, type ExerciseSet, type SetSummary } from '@openset/contracts';
import { SETS, bodyOf, createSet, errorOf, signedIn, teamWith, updateOf } from './helpers.js';

const FOLDERS = `${SETS}/folders`;

describe('set folders', () => {
  it('only empty folders can be deleted', async () => {
    const { api } = await signedIn();
    const parent = bodyOf<ExerciseFolder>(await api.post(FOLDERS, { title: 'Parent' }));
    const child = bodyOf<ExerciseFolder>(await api.post(FOLDERS, { title: 'Child', parentId: parent.id }));
    const set = await createSet(api, { folderId: child.id });
    expect(errorOf(await api.delete(`${FOLDERS}/${parent.id}`))).toMatchObject({
      status: 409, code: 'ERROPERATION', message: 'Only empty folders can be deleted.', details: { key: 'onlyEmptyFolders' },
    });
    expect(errorOf(await api.delete(`${FOLDERS}/${child.id}`)).details).toEqual({ key: 'onlyEmptyFolders' });
    bodyOf(await api.delete(`${SETS}/${set.id}`));
    bodyOf(await api.delete(`${FOLDERS}/${child.id}`));
    bodyOf(await api.delete(`${FOLDERS}/${parent.id}`));
    expect(bodyOf<{ items: unknown[] }>(await api.get(FOLDERS)).items).toEqual([]);
  });

  it('refuses folders deeper than the maximum depth, also when moving a subtree', async () => {
    const { api } = await signedIn();
    let parentId: string | null = null;
    const chain: ExerciseFolder[] = [];
    for (let depth = 1; depth <= MAX_FOLDER_DEPTH; depth++) {
      const folder: ExerciseFolder = bodyOf<ExerciseFolder>(await api.post(FOLDERS, { title: `Level ${depth}`, parentId }));
      chain.push(folder);
      parentId = folder.id;
    }
    expect(errorOf(await api.post(FOLDERS, { title: 'Too deep', parentId }))).toMatchObject({
      status: 409, code: 'ERROPERATION', message: 'Max folder depth exceeded.', details: { key: 'maxFolderDepth' },
    });
    const top = bodyOf<ExerciseFolder>(await api.post(FOLDERS, { title: 'Top' }));
    await api.post(FOLDERS, { title: 'Below', parentId: top.id });
    expect(errorOf(await api.put(`${FOLDERS}/${top.id}`, { parentId: chain[3]!.id })).details).toEqual({ key: 'maxFolderDepth' });
  });

  it('team folders: readWrite edits in place, readOnly answers readOnly and refuses changes, false hides', async () => {
    const { staff } = await teamWith([{ teamFolders: 'readWrite' }, { teamFolders: 'readWrite' }, { teamFolders: 'readOnly' }, { teamFolders: false }]);
    const [writer, colleague, reader, outsider] = staff;
    const folder = bodyOf<ExerciseFolder>(await writer!.api.post(FOLDERS, { title: 'Team templates', type: 'team' }));
    const set = await createSet(writer!.api, { folderId: folder.id, savename: 'Team knee' });
    expect([set.scope, set.readOnly]).toEqual(['team', false]);

    // A readWrite colleague saves over the team's set: the same set, not a copy.
    const edited = bodyOf<ExerciseSet>(await colleague!.api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Edited by a colleague' })));
    expect([edited.id, edited.version, edited.scope]).toEqual([set.id, 2, 'team']);
    expect(bodyOf<{ items: ExerciseSet[] }>(await writer!.api.get(`${SETS}/${set.id}`)).items[0]!.title).toBe('Edited by a colleague');

    // readOnly: sees it read-only, may not change, move or delete it.
    const seen = bodyOf<{ items: ExerciseSet[]; folders: ExerciseFolder[] }>(await reader!.api.get(`${SETS}/${set.id}`));
    expect([seen.items[0]!.readOnly, seen.folders.map((f) => [f.id, f.readOnly])]).toEqual([true, [[folder.id, true]]]);
    expect(bodyOf<{ items: SetSummary[] }>(await reader!.api.get(SETS, { folderId: folder.id })).items.map((s) => s.readOnly)).toEqual([true]);
    expect(errorOf(await reader!.api.put(`${SETS}/${set.id}`, updateOf(set, { version: 2, title: 'Mine' }))).code).toBe('ERRPERMISSION');
    expect(errorOf(await reader!.api.put(`${SETS}/${set.id}/folder/user`)).code).toBe('ERRPERMISSION');
    expect(errorOf(await reader!.api.delete(`${SETS}/${set.id}`)).code).toBe('ERRPERMISSION');
    expect(errorOf(await reader!.api.post(SETS, { type: 'folderSet', folderId: folder.id })).code).toBe('ERRPERMISSION');

    // false: the folder and its sets do not exist for them.
    expect(bodyOf<{ items: unknown[] }>(await outsider!.api.get(FOLDERS)).items).toEqual([]);
    expect(errorOf(await outsider!.api.get(`${SETS}/${set.id}`)).code).toBe('ERRNOTFOUND');
    expect(bodyOf<{ total: number }>(await outsider!.api.get(SETS, { folderId: 'team' })).total).toBe(0);
    expect(bodyOf<{ items: ExerciseSet[] }>(await writer!.api.get(`${SETS}/${set.id}`)).items[0]!.version).toBe(2);
  });
});
