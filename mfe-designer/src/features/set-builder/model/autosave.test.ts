import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AUTOSAVE_TIMING, AutosaveScheduler, autosaveTiming, type SaveOutcome } from './autosave';

/** Lets the scheduler's awaits run between timer steps. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function scheduler(outcomes: (SaveOutcome | 'hang')[] = []) {
  const calls: number[] = [];
  const signals: AbortSignal[] = [];
  const save = jest.fn(async (signal: AbortSignal): Promise<SaveOutcome> => {
    calls.push(Date.now());
    signals.push(signal);
    const outcome = outcomes.shift() ?? 'saved';
    if (outcome === 'hang') return new Promise<SaveOutcome>(() => undefined);
    return outcome;
  });
  return { autosave: new AutosaveScheduler({ timing: AUTOSAVE_TIMING, save }), save, calls, signals };
}

describe('draft autosave', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { opensetAutosave?: unknown }).opensetAutosave;
  });

  it('saves once, 30 s after the first of many edits (trailing)', async () => {
    const { autosave, save } = scheduler();
    autosave.changed();
    jest.advanceTimersByTime(10_000);
    autosave.changed();
    jest.advanceTimersByTime(19_999);
    autosave.changed();
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves at most every 30 s while edits go on', async () => {
    const { autosave, calls } = scheduler();
    for (let second = 0; second < 95; second++) {
      autosave.changed();
      jest.advanceTimersByTime(1000);
      await settle();
    }
    expect(calls).toEqual([30_000, 60_000, 90_000]);
  });

  it('aborts a save after 15 s and tries again 30 s later without another edit', async () => {
    const { autosave, calls, signals } = scheduler(['hang', 'saved']);
    autosave.changed();
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(calls).toEqual([30_000]);
    jest.advanceTimersByTime(15_000);
    await settle();
    expect(signals[0]?.aborted).toBe(true);
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(calls).toEqual([30_000, 75_000]);
  });

  it('tries a failed save again (service down), but a refused one only after the next edit', async () => {
    const { autosave, calls } = scheduler(['retry', 'refused', 'saved']);
    autosave.changed();
    jest.advanceTimersByTime(30_000);
    await settle();
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(calls).toEqual([30_000, 60_000]);
    jest.advanceTimersByTime(120_000);
    await settle();
    expect(calls).toHaveLength(2);
    autosave.changed();
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(calls).toEqual([30_000, 60_000, 210_000]);
  });

  it('saves nothing after cancel or dispose', async () => {
    const { autosave, save } = scheduler();
    autosave.changed();
    autosave.cancel();
    jest.advanceTimersByTime(60_000);
    autosave.changed();
    autosave.dispose();
    autosave.changed();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(save).not.toHaveBeenCalled();
  });

  it('takes its timing from the page when a test gives one', () => {
    expect(autosaveTiming()).toEqual({ intervalMs: 30_000, timeoutMs: 15_000 });
    (globalThis as { opensetAutosave?: unknown }).opensetAutosave = { intervalMs: 1000, timeoutMs: 'x' };
    expect(autosaveTiming()).toEqual({ intervalMs: 1000, timeoutMs: 15_000 });
  });
});
