import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, SEARCH_DEBOUNCE_MS } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1 s after the last keystroke and searches once, for the last text', () => {
    const search = vi.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    for (const text of ['s', 'sh', 'sho', 'shoulder']) {
      typed(text);
      vi.advanceTimersByTime(300);
    }
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 300 - 1);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('shoulder');
  });

  it('runs at once on flush and never twice', () => {
    const search = vi.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    typed('knee');
    typed.flush();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(search).toHaveBeenCalledExactlyOnceWith('knee');
  });

  it('drops a pending call on cancel', () => {
    const search = vi.fn();
    const typed = debounce(search, SEARCH_DEBOUNCE_MS);
    typed('hip');
    typed.cancel();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(search).not.toHaveBeenCalled();
  });
});
