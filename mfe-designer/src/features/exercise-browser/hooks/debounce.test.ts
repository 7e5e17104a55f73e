import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { debounce, SEARCH_DEBOUNCE_MS } from './debounce';

describe('debounce', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 1 s after the last keystroke and searches once, for the last text', () => {
    const search = jest.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    for (const text of ['s', 'sh', 'sho', 'shoulder']) {
      typed(text);
      jest.advanceTimersByTime(300);
    }
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 300 - 1);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('shoulder');
  });

  it('runs at once on flush and never twice', () => {
    const search = jest.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    typed('knee');
    typed.flush();
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('knee');
  });

  it('drops a pending call on cancel', () => {
    const search = jest.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    typed('hip');
    typed.cancel();
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(search).not.toHaveBeenCalled();
  });
});
