import { authAddresses, type BootstrapResponse } from '@openset/contracts/plain';
import { callRoute } from '@openset/web-kit/signed-out';

let asked: Promise<BootstrapResponse> | undefined;

/**
 * Whether the browser holds a live session (spec section 2: the bootstrap route), asked once per
 * page load: the start-up asks before it knows whether to show the sign-in page or the app, and
 * the app's SessionGate gets the same answer. A failed check counts as signed out (on a 503 the
 * call has already opened the maintenance page).
 */
export function askSession(): Promise<BootstrapResponse> {
  asked ??= callRoute(authAddresses.bootstrap).catch((): BootstrapResponse => ({ authenticated: false }));
  return asked;
}
