import { api } from '@openset/web-kit';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { forgetDraft } from '../feedback/messageDraft';
import { removeAllDrafts } from '../outcomes/questionnaireDraft';
import { startOutbox } from '../outbox/portalOutbox';
import { forgetCachedReads, registerPwa } from '../pwa/registerPwa';
import { PortalHome } from './PortalHome';
import { clientLeft, followOtherTabs, portalSession, usePortalSession } from './portalSession';
import { logOut, sendPendingSignOut } from './serverSignOut';
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
  // The client whose screens are shown (null: the sign-in).
  const [shown, setShown] = useState(session?.clientId ?? null);
  const left = clientLeft(shown, session);
  useEffect(() => {
    registerPwa();
    startOutbox();
    followOtherTabs();
    // A sign-out made offline reaches the server now, or when the connection returns.
    const signOutLeft = () => void sendPendingSignOut(logOut, portalSession() !== null);
    signOutLeft();
    window.addEventListener('online', signOutLeft);
    return () => window.removeEventListener('online', signOutLeft);
  }, []);
  useEffect(() => {
    if (left) {
      // Signed out ("Sign out", a 401 of any call, or in another tab), or another client signed
      // in in another tab: nothing of that client stays on the phone for the next one (the
      // answers read, the reads and pictures kept for offline, a message being written). Done once the signed-in screens
      // have gone, so that none of their reads starts again; then the new client's open.
      forgetCachedReads();
      forgetDraft();
      removeAllDrafts(localStorage);
      dispatch(api.util.resetApiState());
    }
    setShown(session?.clientId ?? null);
  }, [left, session, dispatch]);
  // Signed out here ("Sign out" went with the screen that had the focus): the sign-in's heading takes it.
  if (!session) return <SignIn focusHeading={left} onSignedIn={() => setSignedInHere(true)} />;
  return left ? null : <PortalHome session={session} focusHeading={signedInHere} />;
}
