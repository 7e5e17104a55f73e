import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@openset/web-kit';

/**
 * What the templates manager remembers while the app is open: its last location (root,
 * folder, search and sort, as the URL below /clinician/templates holds them), so coming back
 * from the designer or another screen opens the same place.
 */
export interface TemplatesState {
  last: string | null;
}

const initialState: TemplatesState = { last: null };

export const templatesSlice = createSlice({
  name: 'templates',
  initialState,
  reducers: {
    templatesVisited(state, { payload }: PayloadAction<string>) {
      state.last = payload;
    },
  },
  selectors: {
    selectLastTemplatesLocation: (state) => state.last,
  },
});

declare module '@openset/web-kit' {
  interface LazyLoadedSlices {
    templates: TemplatesState;
  }
}

/** Injected into the shell's one store when the templates manager loads. */
export const injectedTemplatesSlice = templatesSlice.injectInto(rootReducer);

export const { templatesVisited } = templatesSlice.actions;
export const { selectLastTemplatesLocation } = injectedTemplatesSlice.selectors;
