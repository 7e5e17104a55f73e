import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type FlashSeverity = 'success' | 'info' | 'warning' | 'error';

/** One flash message: an i18n key of the catalogue (namespace `common`) and its values. */
export interface Flash {
  id: string;
  severity: FlashSeverity;
  key: string;
  values?: Record<string, string | number>;
}

export interface FlashState {
  queue: Flash[];
}

const initialState: FlashState = { queue: [] };

/** Identical messages already waiting are not queued twice (e.g. several failed calls at once). */
export const flashSlice = createSlice({
  name: 'flash',
  initialState,
  reducers: {
    flashAdded: {
      reducer(state, { payload }: PayloadAction<Flash>) {
        const duplicate = state.queue.some((f) => f.key === payload.key && f.severity === payload.severity);
        if (!duplicate) state.queue.push(payload);
      },
      prepare(severity: FlashSeverity, key: string, values?: Flash['values']) {
        const flash: Flash = { id: nanoid(), severity, key };
        if (values) flash.values = values;
        return { payload: flash };
      },
    },
    flashDismissed(state, { payload }: PayloadAction<string>) {
      state.queue = state.queue.filter((f) => f.id !== payload);
    },
  },
  selectors: {
    selectCurrentFlash: (state) => state.queue[0] ?? null,
  },
});

export const { flashAdded, flashDismissed } = flashSlice.actions;
export const { selectCurrentFlash } = flashSlice.selectors;
