import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExerciseSet, SetContent, SetDraft } from '@openset/contracts';
import { rootReducer } from '@openset/web-kit';
import { addToSet } from '../../exercise-browser/state/browserSlice';
import { applyEdit, emptyContent, typingKey, type ContentEdit } from '../model/edits';
import { formatToken, MAX_OPEN_DOCUMENTS } from '../model/tokens';
import { emptyUndo, recordPoint, redoPoint, undoPoint, type UndoState } from '../model/undo';

export type DraftStatus = 'idle' | 'pending' | 'saved' | 'error';

/** One open document of the builder: a new set, a saved set being edited, or either's draft. */
export interface SetDocument {
  /** This page's key for it: stable while the document is open, whatever it is saved as. */
  docId: string;
  /** 'loading' while the set or draft named in the URL is fetched; 'missing' if it is gone. */
  status: 'ready' | 'loading' | 'missing';
  /** The saved set it edits (saving updates it), or null for a new document. */
  setId: string | null;
  setType: ExerciseSet['type'] | null;
  /** The version it was opened or last saved at: a save names it (setChanged otherwise). */
  version: number | null;
  folderId: string | null;
  clientId: string | null;
  /** The draft holding its unsaved edits on the server, and the set that draft belongs to. */
  draftId: string | null;
  originalId: string | null;
  /** The saved set a new document was copied from (a read-only set, a history point of it). */
  sourceSetId: string | null;
  content: SetContent;
  undo: UndoState<SetContent>;
  /** Edited since it was opened or saved (spec section 4). */
  fresh: boolean;
  /** Counts this document's edits; a draft save sends it, so a late save never wins. */
  revision: number;
  /** The newest revision the server holds as a draft. */
  draftRevision: number;
  draftStatus: DraftStatus;
  /** Its content came from a draft after a reload (shown until the next save). */
  restored: boolean;
  /** Keys of the exercises selected (presets apply to them). */
  selection: string[];
  /** Every URL token it went by, so an older URL still names it. */
  tokens: string[];
}

export interface SetBuilderState {
  documents: Record<string, SetDocument>;
  /** Open documents in tab order. */
  order: string[];
  activeId: string | null;
  /** Browser elements asked for (button, drag, the browser's selection), added in turn. */
  incoming: IncomingElements[];
}

export interface IncomingElements {
  ids: string[];
  /** Where in the active document (a drop), else at its end. */
  index: number | null;
}

const initialState: SetBuilderState = { documents: {}, order: [], activeId: null, incoming: [] };

/**
 * The URL token of a document (model/tokens): while it loads (or when what it named is missing),
 * the token it was opened by; then its set, else its draft, else this page's key. A loading
 * document going by its page key sent the URL to `n~…` and back, and a click elsewhere in that
 * moment was undone by the way back.
 */
export function documentToken(doc: Pick<SetDocument, 'docId' | 'setId' | 'draftId' | 'status' | 'tokens'>): string {
  if (doc.status !== 'ready' && doc.tokens[0]) return doc.tokens[0];
  if (doc.setId) return formatToken({ kind: 'set', id: doc.setId });
  if (doc.draftId) return formatToken({ kind: 'draft', id: doc.draftId });
  return formatToken({ kind: 'new', id: doc.docId });
}

export function newDocument(docId: string, fields: Partial<SetDocument> = {}): SetDocument {
  const doc: SetDocument = {
    docId,
    status: 'ready',
    setId: null,
    setType: null,
    version: null,
    folderId: null,
    clientId: null,
    draftId: null,
    originalId: null,
    sourceSetId: null,
    content: emptyContent(),
    undo: emptyUndo(),
    fresh: false,
    revision: 0,
    draftRevision: 0,
    draftStatus: 'idle',
    restored: false,
    selection: [],
    tokens: [],
    ...fields,
  };
  return { ...doc, tokens: [...new Set([...doc.tokens, documentToken(doc)])] };
}

const contentOf = (
  source: Pick<SetDraft, 'savename' | 'title' | 'instructions' | 'elements' | 'education'>,
): SetContent => ({
  savename: source.savename,
  title: source.title,
  instructions: source.instructions,
  elements: source.elements,
  education: source.education,
});

/** A saved set as a document; a read-only one (or a history point) opens as a new document. */
export function documentFromSet(docId: string, set: ExerciseSet, draft?: SetDraft): Partial<SetDocument> {
  if (set.readOnly) return { status: 'ready', sourceSetId: set.id, content: contentOf(set) };
  return {
    status: 'ready',
    setId: set.id,
    setType: set.type,
    version: set.version,
    folderId: set.folderId,
    clientId: set.clientId,
    originalId: set.id,
    content: contentOf(draft ?? set),
    ...(draft ? restoredFrom(draft) : {}),
  };
}

/** A draft's content and ids, marked restored: it is still unsaved. */
export function restoredFrom(draft: SetDraft): Partial<SetDocument> {
  return {
    status: 'ready',
    draftId: draft.draftId,
    originalId: draft.originalId,
    content: contentOf(draft),
    fresh: true,
    restored: true,
    revision: draft.revision,
    draftRevision: draft.revision,
    draftStatus: 'saved',
  };
}

function withToken(doc: SetDocument): SetDocument {
  const token = documentToken(doc);
  return doc.tokens.includes(token) ? doc : { ...doc, tokens: [...doc.tokens, token] };
}

type DocAction<T = object> = PayloadAction<{ docId: string } & T>;

export const setBuilderSlice = createSlice({
  name: 'setBuilder',
  initialState,
  reducers: {
    /** Opens a document (activated), unless the cap of open documents is reached. */
    documentOpened(state, { payload }: PayloadAction<SetDocument>) {
      if (state.documents[payload.docId]) {
        state.activeId = payload.docId;
        return;
      }
      if (state.order.length >= MAX_OPEN_DOCUMENTS) return;
      state.documents[payload.docId] = payload;
      state.order.push(payload.docId);
      state.activeId = payload.docId;
    },
    /** A document named in the URL has arrived (or was not found). */
    documentLoaded(state, { payload }: DocAction<{ fields: Partial<SetDocument> }>) {
      const doc = state.documents[payload.docId];
      if (doc) state.documents[payload.docId] = withToken({ ...doc, ...payload.fields });
    },
    documentClosed(state, { payload }: PayloadAction<string>) {
      const at = state.order.indexOf(payload);
      if (at < 0) return;
      delete state.documents[payload];
      state.order.splice(at, 1);
      if (state.activeId === payload) state.activeId = state.order[Math.min(at, state.order.length - 1)] ?? null;
    },
    documentActivated(state, { payload }: PayloadAction<string>) {
      if (state.documents[payload]) state.activeId = payload;
    },
    documentsReordered(state, { payload }: PayloadAction<string[]>) {
      if (payload.length === state.order.length && payload.every((id) => state.documents[id])) state.order = payload;
    },
    /** An edit: the point before it is kept for undo, the document is fresh, its revision goes up. */
    edited(state, { payload }: DocAction<{ edit: ContentEdit }>) {
      const doc = state.documents[payload.docId];
      if (!doc || doc.status !== 'ready') return;
      const content = applyEdit(doc.content, payload.edit);
      if (content === doc.content) return;
      doc.undo = recordPoint(doc.undo, doc.content, typingKey(payload.edit));
      doc.content = content;
      doc.fresh = true;
      doc.revision += 1;
      if (doc.draftStatus === 'saved') doc.draftStatus = 'pending';
      const { edit } = payload;
      if (edit.type === 'remove') doc.selection = doc.selection.filter((key) => key !== edit.key);
    },
    undone(state, { payload }: PayloadAction<string>) {
      const doc = state.documents[payload];
      const step = doc && undoPoint(doc.undo, doc.content);
      if (!doc || !step) return;
      Object.assign(doc, { undo: step.undo, content: step.content, fresh: true, revision: doc.revision + 1 });
      if (doc.draftStatus === 'saved') doc.draftStatus = 'pending';
    },
    redone(state, { payload }: PayloadAction<string>) {
      const doc = state.documents[payload];
      const step = doc && redoPoint(doc.undo, doc.content);
      if (!doc || !step) return;
      Object.assign(doc, { undo: step.undo, content: step.content, fresh: true, revision: doc.revision + 1 });
      if (doc.draftStatus === 'saved') doc.draftStatus = 'pending';
    },
    selectionToggled(state, { payload }: DocAction<{ key: string }>) {
      const doc = state.documents[payload.docId];
      if (!doc) return;
      doc.selection = doc.selection.includes(payload.key)
        ? doc.selection.filter((key) => key !== payload.key)
        : [...doc.selection, payload.key];
    },
    selectionCleared(state, { payload }: PayloadAction<string>) {
      const doc = state.documents[payload];
      if (doc) doc.selection = [];
    },
    draftSaveStarted(state, { payload }: PayloadAction<string>) {
      const doc = state.documents[payload];
      if (doc) doc.draftStatus = 'pending';
    },
    draftSaved(state, { payload }: DocAction<{ draftId: string; originalId: string | null; revision: number }>) {
      const doc = state.documents[payload.docId];
      if (!doc) return;
      doc.draftId = payload.draftId;
      doc.originalId = payload.originalId;
      doc.draftRevision = Math.max(doc.draftRevision, payload.revision);
      // Edits made while this save was on its way are not in it: they still wait for the next.
      doc.draftStatus = doc.revision > doc.draftRevision ? 'pending' : 'saved';
      state.documents[payload.docId] = withToken(doc);
    },
    /** Spec section 8: on an operation or permission error the draft ids are reset. */
    draftFailed(state, { payload }: DocAction<{ resetIds: boolean }>) {
      const doc = state.documents[payload.docId];
      if (!doc) return;
      doc.draftStatus = 'error';
      if (payload.resetIds) {
        doc.draftId = null;
        doc.originalId = null;
      }
    },
    addRequested(state, { payload }: PayloadAction<IncomingElements>) {
      state.incoming.push(payload);
    },
    incomingTaken(state) {
      state.incoming.shift();
    },
    /** Saved as a set: it edits that set now, its draft is gone, it is no longer fresh. */
    setSaved(state, { payload }: DocAction<{ set: ExerciseSet; revision: number }>) {
      const doc = state.documents[payload.docId];
      if (!doc) return;
      const { set } = payload;
      Object.assign(doc, {
        setId: set.id,
        setType: set.type,
        version: set.version,
        folderId: set.folderId,
        clientId: set.clientId,
        draftId: null,
        originalId: set.id,
        // Edits made while the save was on its way stay fresh.
        fresh: doc.revision > payload.revision,
        draftRevision: payload.revision,
        draftStatus: 'idle',
        restored: false,
        selection: [],
      });
      doc.content.savename = set.savename;
      state.documents[payload.docId] = withToken(doc);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addToSet, (state, { payload }) => {
      state.incoming.push({ ids: payload.ids, index: null });
    });
  },
  selectors: {
    selectIncoming: (state) => state.incoming[0] ?? null,
    selectOrder: (state) => state.order,
    selectDocuments: (state) => state.documents,
    selectActiveId: (state) => state.activeId,
    selectDocument: (state, docId: string | null) => (docId ? state.documents[docId] : undefined),
  },
});

declare module '@openset/web-kit' {
  interface LazyLoadedSlices {
    setBuilder: SetBuilderState;
  }
}

export const injectedSetBuilderSlice = setBuilderSlice.injectInto(rootReducer);

export const {
  documentOpened,
  documentLoaded,
  documentClosed,
  documentActivated,
  documentsReordered,
  edited,
  undone,
  redone,
  selectionToggled,
  selectionCleared,
  draftSaveStarted,
  draftSaved,
  draftFailed,
  setSaved,
  addRequested,
  incomingTaken,
} = setBuilderSlice.actions;
export const { selectIncoming, selectOrder, selectDocuments, selectActiveId, selectDocument } =
  injectedSetBuilderSlice.selectors;

/**
 * The saved set a document's images can be asked through (`Thumbnail`'s viaSetId): the set it
 * edits, the set its draft belongs to, or the set it was copied from.
 */
export const mediaSetOf = (doc: Pick<SetDocument, 'setId' | 'originalId' | 'sourceSetId'>): string | null =>
  doc.setId ?? doc.originalId ?? doc.sourceSetId;
