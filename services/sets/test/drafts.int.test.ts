import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ERROR_MESSAGES, MAX_DRAFTS, type DraftSaved, type ExerciseSet, type SetDraft } from '@openset/contracts';
import { SETS, bodyOf, clientSet, createSet, customExercise, errorOf, exercises, newClient, signedIn, sql, teamWith, updateOf, uploadedImage } from './helpers.js';

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
    bodyOf(await api.put(`${SETS}/${set.id}`, updateOf(set, { title: 'Edited', draftId: edit.draftId })));
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

  it('checks the library ids a draft stores as a set save does: a foreign, unknown or malformed id answers as the save, and nothing is stored', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const foreignExercise = await customExercise(owner.api, 'Private');
    const foreignImage = await uploadedImage(owner.api);
    const ownExercise = await customExercise(other.api, 'Mine');
    const ownImage = await uploadedImage(other.api);
    const naming: [string, (id: string) => ReturnType<typeof exercises>][] = [
      ['customId', (id) => exercises(1, id)],
      ['stockId', (id) => exercises(1, ownExercise, { stockId: id, customId: null })],
      ['thumbnailId', (id) => exercises(1, ownExercise, { thumbnailId: id })],
      ['resourceId', (id) => exercises(1, ownExercise, { resources: [{ key: 'r', resourceId: id, caption: 'Taken' }] })],
    ];
    for (const [what, elements] of naming) {
      const foreign = what === 'customId' || what === 'stockId' ? foreignExercise : foreignImage;
      for (const id of [foreign, randomUUID(), 'not-a-uuid']) {
        const draft = await other.api.post(`${SETS}/draft`, { revision: 1, content: { ...content('Probe'), elements: elements(id) } });
        const set = await other.api.post(SETS, { type: 'folderSet', elements: elements(id) });
        expect({ what, id, status: draft.status, json: draft.json }).toEqual({ what, id, status: set.status, json: set.json });
        expect({ what, id, code: errorOf(draft).code }).toEqual({ what, id, code: 'ERRNOTFOUND' });
      }
    }
    expect(bodyOf<{ total: number }>(await other.api.get(`${SETS}/drafts`)).total).toBe(0);
    // Their own exercise and upload are theirs to keep in a draft.
    const elements = exercises(1, ownExercise, { thumbnailId: ownImage, resources: [{ key: 'r', resourceId: ownImage, caption: '' }] });
    bodyOf(await other.api.post(`${SETS}/draft`, { revision: 1, content: { ...content('Mine'), elements } }));
  });

  it('keeps as originalId only a set its author may read: a foreign, unknown or malformed id answers as saving over it does', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const theirs = await createSet(owner.api, {});
    for (const originalId of [theirs.id, randomUUID(), 'not-a-uuid']) {
      const draft = await other.api.post(`${SETS}/draft`, { originalId, revision: 1, content: content('Probe') });
      const save = await other.api.put(`${SETS}/${encodeURIComponent(originalId)}`, updateOf(theirs));
      expect({ originalId, status: draft.status, json: draft.json }).toEqual({ originalId, status: save.status, json: save.json });
      expect({ originalId, code: errorOf(draft).code }).toEqual({ originalId, code: 'ERRNOTFOUND' });
    }
    expect(bodyOf<{ total: number }>(await other.api.get(`${SETS}/drafts`)).total).toBe(0);
  });

  it("a team-mate's draft of a shared client's set keeps the author's exercises the set names, as a save over it does; what it adds must be theirs to see", async () => {
    const { staff } = await teamWith([{ teamExercises: false, orgExercises: false }, { teamExercises: false, orgExercises: false }]);
    const [author, mate] = staff;
    const clientId = await newClient(author!.api, 'Shared');
    const authorsExercise = await customExercise(author!.api, 'Squat');
    const set = bodyOf<ExerciseSet>(await author!.api.post(SETS, clientSet(clientId, { elements: exercises(2, authorsExercise) })));
    const edit = { ...content('Week 2'), elements: set.elements };
    bodyOf(await mate!.api.post(`${SETS}/draft`, { originalId: set.id, revision: 1, content: edit }));
    // Without the set, the same content names exercises the team-mate does not see.
    expect(errorOf(await mate!.api.post(`${SETS}/draft`, { revision: 1, content: edit })).code).toBe('ERRNOTFOUND');
    const adding = { ...edit, elements: [...set.elements, ...exercises(1, await customExercise(author!.api, 'Lunge'))] };
    expect(errorOf(await mate!.api.post(`${SETS}/draft`, { originalId: set.id, revision: 2, content: adding })).code).toBe('ERRNOTFOUND');
    expect(bodyOf<{ items: SetDraft[] }>(await mate!.api.get(`${SETS}/drafts`)).items.map((d) => [d.originalId, d.revision])).toEqual([[set.id, 1]]);
  });

  it(`keeps at most ${MAX_DRAFTS} drafts an account: a new one beyond is ERROPERATION tooManyDrafts, saving over one still passes`, async () => {
    const { api, account } = await signedIn();
    const other = await signedIn();
    const theirs = bodyOf<DraftSaved>(await other.api.post(`${SETS}/draft`, { revision: 1, content: content('Theirs') }));
    await sql(
      `insert into "sets"."drafts" ("id", "owner_id", "revision", "savename", "title", "instructions", "elements", "education")
       select gen_random_uuid(), ?, 1, '', 'Filler', '', '[]', '[]' from generate_series(1, ?)`,
      [account.id, MAX_DRAFTS - 1],
    );
    const last = bodyOf<DraftSaved>(await api.post(`${SETS}/draft`, { revision: 1, content: content('Last') }));
    const refused = { status: 409, code: 'ERROPERATION', message: ERROR_MESSAGES.tooManyDrafts, details: { key: 'tooManyDrafts' } };
    expect(errorOf(await api.post(`${SETS}/draft`, { revision: 1, content: content('One too many') }))).toEqual(refused);
    expect(errorOf(await api.post(`${SETS}/draft`, { draftId: randomUUID(), revision: 1, content: content('Named') }))).toEqual(refused);
    // Another's draft id is refused as any new one: whose it is stays unknown.
    expect(errorOf(await api.post(`${SETS}/draft`, { draftId: theirs.draftId, revision: 2, content: content('Stolen') }))).toEqual(refused);
    // Saving over a kept draft passes, and the repeat of its first save answers what is stored.
    expect(bodyOf<DraftSaved>(await api.post(`${SETS}/draft`, { draftId: last.draftId, revision: 2, content: content('Last, edited') })).revision).toBe(2);
    expect(bodyOf<DraftSaved>(await api.post(`${SETS}/draft`, { draftId: last.draftId, revision: 1, content: content('Last') })).revision).toBe(2);
    expect(bodyOf<{ total: number }>(await api.get(`${SETS}/drafts`)).total).toBe(MAX_DRAFTS);
    // One discarded, a new one is kept again.
    bodyOf(await api.delete(`${SETS}/drafts?ids=${last.draftId}`));
    bodyOf(await api.post(`${SETS}/draft`, { revision: 1, content: content('New again') }));
    expect(bodyOf<{ items: SetDraft[] }>(await other.api.get(`${SETS}/drafts`)).items.map((d) => d.title)).toEqual(['Theirs']);
  });
});
