import { describe, expect, it } from '@jest/globals';
import type { ExerciseSet, SetExercise } from '@openset/contracts';
import {
  documentClosed,
  documentFromSet,
  documentLoaded,
  documentOpened,
  documentToken,
  draftFailed,
  draftSaved,
  edited,
  newDocument,
  redone,
  setBuilderSlice,
  setSaved,
  undone,
  type SetBuilderState,
} from './builderSlice';

const reducer = setBuilderSlice.reducer;
const exercise = (key: string): SetExercise => ({
  type: 'setExercise',
  key,
  stockId: 's1',
  customId: null,
  title: key,
  instructions: '',
  reflect: false,
  thumbnailId: null,
  parameters: [],
  resources: [],
});

function opened(): SetBuilderState {
  return reducer(undefined, documentOpened(newDocument('doc1')));
}
const doc = (state: SetBuilderState) => state.documents['doc1']!;
const titles = (state: SetBuilderState) => doc(state).content.elements.map((e) => e.title);

describe('set builder documents', () => {
  it('makes a document fresh on an edit and counts its revisions', () => {
    let state = opened();
    expect(doc(state)).toMatchObject({ fresh: false, revision: 0, tokens: ['n~doc1'] });
    state = reducer(state, edited({ docId: 'doc1', edit: { type: 'addElements', elements: [exercise('a')] } }));
    state = reducer(state, edited({ docId: 'doc1', edit: { type: 'coversheet', title: 'Knee' } }));
    expect(doc(state)).toMatchObject({ fresh: true, revision: 2 });
  });

  it('undoes twice and redoes once, each a new revision', () => {
    let state = opened();
    for (const key of ['a', 'b', 'c']) {
      state = reducer(state, edited({ docId: 'doc1', edit: { type: 'addElements', elements: [exercise(key)] } }));
    }
    state = reducer(state, undone('doc1'));
    state = reducer(state, undone('doc1'));
    expect(titles(state)).toEqual(['a']);
    state = reducer(state, redone('doc1'));
    expect(titles(state)).toEqual(['a', 'b']);
    expect(doc(state).revision).toBe(6);
  });

  it('takes the draft id from a save, and is named by it in the URL', () => {
    let state = reducer(opened(), draftSaved({ docId: 'doc1', draftId: 'dr1', originalId: null, revision: 3 }));
    expect(doc(state)).toMatchObject({ draftId: 'dr1', draftRevision: 3, draftStatus: 'saved' });
    expect(documentToken(doc(state))).toBe('d~dr1');
    expect(doc(state).tokens).toEqual(['n~doc1', 'd~dr1']);
    // A late answer never lowers the revision the server holds.
    state = reducer(state, draftSaved({ docId: 'doc1', draftId: 'dr1', originalId: null, revision: 2 }));
    expect(doc(state).draftRevision).toBe(3);
  });

  it('never says saved while edits newer than the stored draft wait for the next autosave', () => {
    let state = opened();
    state = reducer(state, edited({ docId: 'doc1', edit: { type: 'addElements', elements: [exercise('a')] } }));
    state = reducer(state, edited({ docId: 'doc1', edit: { type: 'coversheet', title: 'Knee' } }));
    // The save of revision 1 answers after revision 2 was made: revision 2 is still unsaved.
    state = reducer(state, draftSaved({ docId: 'doc1', draftId: 'dr1', originalId: null, revision: 1 }));
    expect(doc(state).draftStatus).toBe('pending');
    state = reducer(state, draftSaved({ docId: 'doc1', draftId: 'dr1', originalId: null, revision: 2 }));
    expect(doc(state).draftStatus).toBe('saved');
    state = reducer(state, edited({ docId: 'doc1', edit: { type: 'coversheet', title: 'Knee program' } }));
    expect(doc(state).draftStatus).toBe('pending');
  });

  it('resets the draft ids on an operation or permission error, keeps them on other errors', () => {
    let state = reducer(opened(), draftSaved({ docId: 'doc1', draftId: 'dr1', originalId: 'set1', revision: 1 }));
    state = reducer(state, draftFailed({ docId: 'doc1', resetIds: false }));
    expect(doc(state)).toMatchObject({ draftStatus: 'error', draftId: 'dr1', originalId: 'set1' });
    state = reducer(state, draftFailed({ docId: 'doc1', resetIds: true }));
    expect(doc(state)).toMatchObject({ draftStatus: 'error', draftId: null, originalId: null });
  });

  it('edits the saved set after a save: no draft, not fresh unless edited meanwhile', () => {
    let state = reducer(opened(), edited({ docId: 'doc1', edit: { type: 'coversheet', title: 'Knee' } }));
    state = reducer(state, draftSaved({ docId: 'doc1', draftId: 'dr1', originalId: null, revision: 1 }));
    const set = {
      id: 'set1',
      type: 'folderSet',
      version: 1,
      folderId: null,
      clientId: null,
      savename: 'Knee rehab',
    } as ExerciseSet;
    state = reducer(state, setSaved({ docId: 'doc1', set, revision: 1 }));
    expect(doc(state)).toMatchObject({ setId: 'set1', draftId: null, fresh: false, version: 1, restored: false });
    expect(doc(state).content.savename).toBe('Knee rehab');
    expect(documentToken(doc(state))).toBe('set1');
  });

  it('goes by the set it was opened for while that set loads, so the URL stays on it', () => {
    let state = reducer(undefined, documentOpened(newDocument('doc1', { status: 'loading', tokens: ['set1'] })));
    expect(documentToken(doc(state))).toBe('set1');
    const set = { id: 'set1', type: 'folderSet', version: 4, folderId: null, clientId: null, readOnly: false, savename: 'Knee rehab' } as ExerciseSet;
    state = reducer(state, documentLoaded({ docId: 'doc1', fields: documentFromSet('doc1', set) }));
    expect(documentToken(doc(state))).toBe('set1');
    expect(doc(state).tokens).toEqual(['set1']);
  });

  it('goes by its own key once a read-only set it was opened for loads as a new document', () => {
    let state = reducer(undefined, documentOpened(newDocument('doc1', { status: 'loading', tokens: ['set1'] })));
    const set = { id: 'set1', type: 'folderSet', version: 1, readOnly: true, savename: 'Stock knee' } as ExerciseSet;
    state = reducer(state, documentLoaded({ docId: 'doc1', fields: documentFromSet('doc1', set) }));
    expect(documentToken(doc(state))).toBe('n~doc1');
    expect(doc(state).tokens).toEqual(['set1', 'n~doc1']);
  });

  it('activates the neighbour of a closed document', () => {
    let state = opened();
    state = reducer(state, documentOpened(newDocument('doc2')));
    state = reducer(state, documentOpened(newDocument('doc3')));
    state = reducer(state, documentClosed('doc3'));
    expect(state).toMatchObject({ order: ['doc1', 'doc2'], activeId: 'doc2' });
  });
});
