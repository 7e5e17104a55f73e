import { describe, expect, it } from '@jest/globals';
import { flashAdded, flashDismissed, flashDuration, flashSlice, GIVE_WAY_MS, selectCurrentFlash, selectFlashesWaiting } from './flashSlice';

const reduce = (...actions: ReturnType<typeof flashAdded>[]) => actions.reduce(flashSlice.reducer, flashSlice.getInitialState());
const root = (flash: ReturnType<typeof reduce>) => ({ flash });

describe('flash messages', () => {
  it('shows an error 8 s and other messages 4 s when nothing else waits', () => {
    expect(flashDuration({ severity: 'error' }, 0)).toBe(8000);
    expect(flashDuration({ severity: 'success' }, 0)).toBe(4000);
  });

  it("cuts an error short when the next action's success is waiting, and shows the success next", () => {
    const state = reduce(flashAdded('error', 'errors.general'), flashAdded('success', 'flash.saved'));
    const shown = selectCurrentFlash(root(state))!;
    expect(shown.key).toBe('errors.general');
    expect(flashDuration(shown, selectFlashesWaiting(root(state)))).toBe(GIVE_WAY_MS);
    const next = flashSlice.reducer(state, flashDismissed(shown.id));
    expect(selectCurrentFlash(root(next))?.key).toBe('flash.saved');
    expect(flashDuration(selectCurrentFlash(root(next))!, selectFlashesWaiting(root(next)))).toBe(4000);
  });

  it('does not queue a message that is already shown or waiting', () => {
    const state = reduce(flashAdded('error', 'errors.general'), flashAdded('error', 'errors.general'));
    expect(selectFlashesWaiting(root(state))).toBe(0);
  });
});
