import { describe, expect, it } from '@jest/globals';
import { flashAdded, flashDismissed, flashDuration, flashSlice, giveWayIn, selectCurrentFlash, selectFlashesWaiting } from './flashSlice';

const reduce = (...actions: ReturnType<typeof flashAdded>[]) => actions.reduce(flashSlice.reducer, flashSlice.getInitialState());
const root = (flash: ReturnType<typeof reduce>) => ({ flash });

describe('flash messages', () => {
  it('shows an error 8 s and other messages 4 s when nothing else waits', () => {
    expect(flashDuration({ severity: 'error' })).toBe(8000);
    expect(flashDuration({ severity: 'success' })).toBe(4000);
  });

  it("cuts an error short when the next action's success is waiting, and shows the success next", () => {
    const state = reduce(flashAdded('error', 'errors.general'), flashAdded('success', 'flash.saved'));
    const shown = selectCurrentFlash(root(state))!;
    expect(shown.key).toBe('errors.general');
    expect(selectFlashesWaiting(root(state))).toBe(1);
    const next = flashSlice.reducer(state, flashDismissed(shown.id));
    expect(selectCurrentFlash(root(next))?.key).toBe('flash.saved');
    expect(selectFlashesWaiting(root(next))).toBe(0);
  });

  it('lets a flash shown a moment ago be read before the waiting one, and one up long enough give way at once', () => {
    // Shown half a second ago: one and a half more. Shown three seconds ago: at once, not 2 s more.
    expect(giveWayIn(500)).toBe(1500);
    expect(giveWayIn(0)).toBe(2000);
    expect(giveWayIn(3000)).toBe(0);
  });

  it('does not queue a message that is already shown or waiting', () => {
    const state = reduce(flashAdded('error', 'errors.general'), flashAdded('error', 'errors.general'));
    expect(selectFlashesWaiting(root(state))).toBe(0);
  });
});
