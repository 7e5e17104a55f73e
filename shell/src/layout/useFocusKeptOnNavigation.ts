import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another screen, a keyboard or screen-reader user whose focus went with the
 * screen they left (the link "Open Jane Doe", "All clients") lands on the main region instead of
 * the top of the document: the next Tab goes into the new screen, and the reader announces it.
 * Focus still on something (a nav link, a tab in the screen) is left where the person put it.
 */
export function useFocusKeptOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // After the new screen has replaced the old one (and its element with the focus).
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
