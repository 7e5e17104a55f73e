import { useCallback } from 'react';
import { useHref, useLocation, useNavigation } from 'react-router';

/**
 * Whether the page this render drew is still where the person is: the address is the one it was
 * drawn for and no navigation is under way. An effect can run after the address has moved on: a
 * click on another link of the frame navigates at once, while React Router commits its own
 * location in a transition, and a remote still loading keeps the page being left on screen (and
 * its effects running) until it arrives. A navigation such an effect makes (a redirect, a URL
 * that follows the page's state) would take the person back to the page they left. The answer
 * changes when the render's address or the navigation does, so an effect that waited can depend
 * on it and run again.
 */
export function useStillHere(): () => boolean {
  const location = useLocation();
  const drawnFor = useHref({ pathname: location.pathname, search: location.search });
  const navigating = useNavigation().state !== 'idle';
  return useCallback(
    () => !navigating && `${window.location.pathname}${window.location.search}` === drawnFor,
    [drawnFor, navigating],
  );
}
