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
    selectFlashesWaiting: (state) => Math.max(0, state.queue.length - 1),
  },
});

export const { flashAdded, flashDismissed } = flashSlice.actions;
export const { selectCurrentFlash, selectFlashesWaiting } = flashSlice.selectors;

/** How long a flash stays: errors 8 s, the rest 4 s. */
const SHOWN_MS = { error: 8000, other: 4000 } as const;
/** Once a newer message waits, the one shown stays until it has been up this long, then gives way. */
export const GIVE_WAY_MS = 2000;

/** How long a flash stays when nothing newer waits. */
export function flashDuration(flash: Pick<Flash, 'severity'>): number {
  return flash.severity === 'error' ? SHOWN_MS.error : SHOWN_MS.other;
}

/**
 * How much longer the shown flash stays, from now, once a newer message waits: an error left up
 * for its 8 s over the next action's "Saved." read as if the retry had failed too, and an old
 * "2 clients archived." stayed 2 s over the unarchive that followed it. A flash shown a moment
 * ago is not replaced at once, so a message that comes with another (an info, then "Saved.")
 * is still read; one up for `GIVE_WAY_MS` already gives way at once.
 */
export const giveWayIn = (shownForMs: number): number => Math.max(0, GIVE_WAY_MS - shownForMs);
