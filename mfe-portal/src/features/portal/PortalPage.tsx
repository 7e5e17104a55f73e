import { useEffect } from 'react';
import { startOutbox } from '../outbox/portalOutbox';
import { registerPwa } from '../pwa/registerPwa';
import { PortalHome } from './PortalHome';
import { usePortalSession } from './portalSession';
import { SignIn } from './SignIn';

/**
 * The client portal (spec section 9), outside the clinician frame: its own sign-in, then the
 * client's programs, diary and messages. Installable and usable offline (registerPwa, outbox).
 */
export function PortalPage() {
  const session = usePortalSession();
  useEffect(() => {
    registerPwa();
    startOutbox();
  }, []);
  return session ? <PortalHome session={session} /> : <SignIn />;
}
