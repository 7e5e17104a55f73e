import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStillHere } from './useStillHere';

/**
 * Sends a page on to another (`to`, relative to the route it is drawn in), replacing it in the
 * history: what `<Navigate replace>` does, without taking a person back.
 *
 * Both redirect from an effect, and an effect can run after the address has moved on
 * (`useStillHere`). `<Navigate>` then redirected from the page being left, and the clinician who
 * clicked "Clients" while the designer loaded found themselves in the designer. This redirects
 * only while the page is still where the person is; once their navigation ends, it is drawn
 * again where the router now is.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const stillHere = useStillHere();

  useEffect(() => {
    if (stillHere()) void navigate(to, { replace: true });
  }, [navigate, to, stillHere]);

  return null;
}
