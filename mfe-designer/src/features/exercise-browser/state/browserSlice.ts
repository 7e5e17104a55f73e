import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addToSelection, rootReducer, toggleSelection } from '@openset/web-kit';
import type { BrowserTab } from '../api/exercisesApi';
import { ALL_KINDS, toggleKind, type KindFilter, type KindFilters } from '../model/filters';
import { SELECTION_CAP } from '../model/selection';

/** What the browser remembers while the designer is open (the URL holds tab and folder). */
export interface ExerciseBrowserState {
  kinds: KindFilters;
  /** Stock category filter; null shows every category. */
  categoryId: string | null;
  /** Selected element ids in the order they were picked (capped: model/selection). */
  selection: string[];
  /** The tab the designer opens on next time (spec section 2: the last browser tab). */
  lastTab: BrowserTab;
}

const initialState: ExerciseBrowserState = { kinds: ALL_KINDS, categoryId: null, selection: [], lastTab: 'stock' };

/**
 * The event a set builder subscribes to (in its reducers' `extraReducers`, or a listener):
 * the user asked to add these browser elements to the open set, in this order.
 */
export interface AddToSetPayload {
  ids: string[];
  /** The tab they came from, so a set builder can tell stock from custom without a fetch. */
  tab: BrowserTab;
}
export const addToSet = createAction<AddToSetPayload>('exerciseBrowser/addToSet');

export const exerciseBrowserSlice = createSlice({
  name: 'exerciseBrowser',
  initialState,
  reducers: {
    kindToggled(state, { payload }: PayloadAction<KindFilter>) {
      state.kinds = toggleKind(state.kinds, payload);
    },
    categoryChosen(state, { payload }: PayloadAction<string | null>) {
      state.categoryId = payload;
    },
    selectionToggled(state, { payload }: PayloadAction<string>) {
      state.selection = toggleSelection(state.selection, payload, SELECTION_CAP).ids;
    },
    selectionAdded(state, { payload }: PayloadAction<string[]>) {
      state.selection = addToSelection(state.selection, payload, SELECTION_CAP).ids;
    },
    selectionCleared(state) {
      state.selection = [];
    },
    tabVisited(state, { payload }: PayloadAction<BrowserTab>) {
      state.lastTab = payload;
    },
  },
  extraReducers: (builder) => {
    // Once handed to the set builder, the selection has done its job.
    builder.addCase(addToSet, (state) => {
      state.selection = [];
    });
  },
  selectors: {
    selectKinds: (state) => state.kinds,
    selectCategoryId: (state) => state.categoryId,
    selectSelection: (state) => state.selection,
    selectLastTab: (state) => state.lastTab,
  },
});

declare module '@openset/web-kit' {
  interface LazyLoadedSlices {
    exerciseBrowser: ExerciseBrowserState;
  }
}

/** Injected into the shell's one store when the designer loads. */
export const injectedBrowserSlice = exerciseBrowserSlice.injectInto(rootReducer);

export const { kindToggled, categoryChosen, selectionToggled, selectionAdded, selectionCleared, tabVisited } = exerciseBrowserSlice.actions;
export const { selectKinds, selectCategoryId, selectSelection, selectLastTab } = injectedBrowserSlice.selectors;
