import { api } from '@openset/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { startOutbox } from '../outbox/portalOutbox';
import { forgetCachedSets, registerPwa } from '../pwa/registerPwa';
import { PortalHome } from './PortalHome';
import { usePortalSession } from './portalSession';
import { SignIn } from './SignIn';

/**
 * The client portal (spec section 9), outside the clinician frame: its own sign-in, then the
 * client's programs, diary and messages. Installable and usable offline (registerPwa, outbox).
 */
export function PortalPage() {
  const session = usePortalSession();
  const dispatch = useDispatch();
  // Signed in on this page (not reopened on a kept session): the focus goes to the heading.
  const [signedInHere, setSignedInHere] = useState(false);
  const hadSession = useRef(session !== null);
  useEffect(() => {
    registerPwa();
    startOutbox();
  }, []);
  useEffect(() => {
    if (session) {
      hadSession.current = true;
    } else if (hadSession.current) {
      // Signed out ("Sign out", or a 401 of any call): nothing of that client stays on the phone
      // for the next one (the answers read, the sets and pictures kept for offline). Done once the
      // signed-in screens have gone, so that none of their reads starts again.
      hadSession.current = false;
      forgetCachedSets();
      dispatch(api.util.resetApiState());
    }
  }, [session, dispatch]);
  return session ? <PortalHome session={session} focusHeading={signedInHere} /> : <SignIn onSignedIn={() => setSignedInHere(true)} />;
}
