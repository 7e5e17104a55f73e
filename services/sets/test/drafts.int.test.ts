import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { DraftSaved, ExerciseSet, SetDraft } from '@openset/contracts';
import { SETS, bodyOf, createSet, errorOf, signedIn, teamWith } from './helpers.js';

const content = (title: string) => ({ savename: 'Draft', title, instructions: '', elements: [], education: [] });

describe('drafts', () => {
  it('keeps one draft per document, ignores a late revision, and lists it for restoring', async () => {
    const { api } = await signedIn();
    const first = bodyOf<DraftSaved>(await api.post(`${SETS}/draft`, { revision: 1, content: content('One') }));
    expect(first).toMatchObject({ originalId: null, revision: 1 });
    bodyOf(await api.post(`${SETS}/draft`, { draftId: first.draftId, revision: 3, content: content('Three') }));
    // Revision 2 arrives after 3: ignored, and the answer says what is stored.
    const late = bodyOf<DraftSaved>(await api.post(`${SETS}/draft`, { draftId: first.draftId, revision: 2, content: content('Two') }));
    expect(late).toMatchObject({ draftId: first.draftId, revision: 3 });
    // A builder may name a new document's draft itself.
    const named = randomUUID();
    bodyOf(await api.post(`${SETS}/draft`, { draftId: named, revision: 1, content: content('Named') }));
    const drafts = bodyOf<{ items: SetDraft[]; total: number }>(await api.get(`${SETS}/drafts`));
    expect(drafts.items.map((d) => [d.draftId, d.revision, d.title])).toEqual([[named, 1, 'Named'], [first.draftId, 3, 'Three']]);
    expect(bodyOf<{ items: SetDraft[]; total: number }>(await api.get(`${SETS}/drafts`, { skip: 1, limit: 1 }))).toMatchObject({ items: [{ title: 'Three' }], total: 2 });
    // Naming a draft that is not the caller's removes nothing.
    expect(errorOf(await api.delete(`${SETS}/drafts?ids=${named},${randomUUID()}`)).code).toBe('ERRNOTFOUND');
    bodyOf(await api.delete(`${SETS}/drafts?ids=${named}`));
    expect(bodyOf<{ total: number }>(await api.get(`${SETS}/drafts`)).total).toBe(1);
  });

  it('saving the set clears its draft in the same call; a refused save keeps it', async () => {
    const { api } = await signedIn();
    const draft = bodyOf<DraftSaved>(await api.post(`${SETS}/draft`, { revision: 1, content: content('New') }));
    expect(errorOf(await api.post(SETS, { type: 'folderSet', folderId: randomUUID(), draftId: draft.draftId })).code).toBe('ERRNOTFOUND');
    expect(bodyOf<{ total: number }>(await api.get(`${SETS}/drafts`)).total).toBe(1);
    const set = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'folderSet', title: 'New', draftId: draft.draftId }));
    expect(bodyOf<{ total: number }>(await api.get(`${SETS}/drafts`)).total).toBe(0);

    const edit = bodyOf<DraftSaved>(await api.post(`${SETS}/draft`, { originalId: set.id, revision: 1, content: content('Edited') }));
    expect(edit.originalId).toBe(set.id);
    bodyOf(await api.put(`${SETS}/${set.id}`, { version: 1, title: 'Edited', draftId: edit.draftId }));
    expect(bodyOf<{ total: number }>(await api.get(`${SETS}/drafts`)).total).toBe(0);
  });

  it("keeps drafts to their author: another's draft id is not found", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const draft = bodyOf<DraftSaved>(await owner.api.post(`${SETS}/draft`, { revision: 1, content: content('Private') }));
    expect(errorOf(await other.api.post(`${SETS}/draft`, { draftId: draft.draftId, revision: 9, content: content('Stolen') })).code).toBe('ERRNOTFOUND');
    bodyOf(await other.api.delete(`${SETS}/drafts`));
    expect(bodyOf<{ items: SetDraft[] }>(await owner.api.get(`${SETS}/drafts`)).items.map((d) => [d.title, d.revision])).toEqual([['Private', 1]]);
    expect(bodyOf<{ total: number }>(await other.api.get(`${SETS}/drafts`)).total).toBe(0);
  });

  it('refuses draft saves of student and demo accounts and of restrictPhi staff', async () => {
    const student = await signedIn('student');
    const demo = await signedIn('demo');
    const { staff } = await teamWith([{ restrictPhi: true }, {}]);
    for (const [who, api] of [['student', student.api], ['demo', demo.api], ['restrictPhi', staff[0]!.api]] as const) {
      expect({ who, code: errorOf(await api.post(`${SETS}/draft`, { revision: 1, content: content('No') })).code }).toEqual({ who, code: 'ERRPERMISSION' });
    }
    bodyOf(await staff[1]!.api.post(`${SETS}/draft`, { revision: 1, content: content('Yes') }));
  });

  it('deleting a set deletes its drafts', async () => {
    const { api } = await signedIn();
    const set = await createSet(api, {});
    await api.post(`${SETS}/draft`, { originalId: set.id, revision: 1, content: content('Edit') });
    bodyOf(await api.delete(`${SETS}/${set.id}`));
    expect(bodyOf<{ total: number }>(await api.get(`${SETS}/drafts`)).total).toBe(0);
  });
});
