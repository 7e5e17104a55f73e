import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/** Spec section 9: search and list refresh wait 1 s after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * The search box's text and the search it asks for: the text as it was 1 s after the last
 * keystroke; at once on Enter (`searchNow`), and at once when the box is cleared, so the whole
 * list comes back without waiting. `initial` is the search a screen restores (from its URL).
 */
export function useSearchText(initial = '') {
  const [typed, setTypedText] = useState(initial);
  const [search, setSearch] = useState(initial.trim());
  const settle = useDebouncedCallback(setSearch, SEARCH_DEBOUNCE_MS);
  const setTyped = (value: string) => {
    setTypedText(value);
    const text = value.trim();
    if (text === '') {
      settle.cancel();
      setSearch('');
    } else {
      settle(text);
    }
  };
  return { typed, setTyped, search, searchNow: settle.flush };
}
