import { useEffect } from 'react';
import { useHref, useLocation, useNavigate, useNavigation } from 'react-router';

/**
 * Sends a page on to another (`to`, relative to the route it is drawn in), replacing it in the
 * history: what `<Navigate replace>` does, without taking a person back.
 *
 * Both redirect from an effect, and an effect can run after the address has moved on: a remote
 * that has just loaded commits its routes, a click on another link of the frame navigates before
 * their effects run (React Router also commits its own location in a transition, later than the
 * address bar). `<Navigate>` then redirected from the page being left, and the clinician who
 * clicked "Clients" while the designer loaded found themselves in the designer. This redirects
 * only while the address is still the one it was drawn for and no navigation is under way; once
 * that navigation ends, it is drawn again where the router now is.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const drawnFor = useHref({ pathname: location.pathname, search: location.search });
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (navigating || `${window.location.pathname}${window.location.search}` !== drawnFor) return;
    void navigate(to, { replace: true });
  }, [navigate, to, drawnFor, navigating]);

  return null;
}
