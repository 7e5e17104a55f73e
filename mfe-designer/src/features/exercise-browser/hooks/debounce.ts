import { useEffect, useState } from 'react';

/** Spec section 9: search and list refresh wait 1 s after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending call now (Enter in the search box). */
  flush: () => void;
  cancel: () => void;
}

/** Calls `fn` once the calls have stopped for `ms`, with the arguments of the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    timer = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = () => {
    if (timer) clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return debounced;
}

/**
 * The value as it was `ms` after it last changed. `immediate` values (an empty search) apply at
 * once: clearing the box should show the whole list without waiting.
 */
export function useDebouncedValue<T>(value: T, ms: number, immediate?: (value: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const now = immediate?.(value) ?? false;
  useEffect(() => {
    if (now) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, now]);
  return now ? value : settled;
}
