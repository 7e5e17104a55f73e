import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { onDayChange, untilNextDay } from './today';

describe('untilNextDay', () => {
  it('counts to the next local midnight', () => {
    expect(untilNextDay(new Date(2026, 11, 7, 23, 59, 30))).toBe(30_000);
    expect(untilNextDay(new Date(2026, 11, 7, 0, 0, 0))).toBe(
      new Date(2026, 11, 8).getTime() - new Date(2026, 11, 7).getTime(),
    );
  });
});

describe('onDayChange', () => {
  // The page's document: visible or hidden, and its visibilitychange event.
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    // Monday evening.
    jest.setSystemTime(new Date(2026, 11, 7, 21, 0));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('tells the screen at local midnight, and every midnight after, so that it shows the new day', () => {
    const heard = jest.fn();
    const stop = onDayChange(heard, page);
    jest.advanceTimersByTime(3 * 3600_000 - 1);
    expect(heard).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(heard).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(24 * 3600_000);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(48 * 3600_000);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('tells it when the page is shown again (a phone app resumed the next morning, its timers frozen meanwhile)', () => {
    const heard = jest.fn();
    const stop = onDayChange(heard, page);
    show('hidden');
    expect(heard).not.toHaveBeenCalled();
    show('visible');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    show('visible');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
