import { portalRoutes } from '@openset/contracts';
import { callRoute } from '@openset/web-kit';

/** The server's end of a sign-out: the portal session named by the cookie ends. */
export const logOut = () => callRoute<typeof portalRoutes.logout>(portalRoutes.logout, undefined);

/** Set while a sign-out has not reached the server yet (made offline). */
export const SIGN_OUT_PENDING_KEY = 'openset.portal.signOutPending';

type KeptFlags = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The server was not reached, or could not answer (a deploy): the sign-out must be sent again. */
function unreached(error: unknown): boolean {
  const { status } = (error ?? {}) as { status?: unknown };
  return typeof status !== 'number' || status >= 500;
}

/**
 * Ends the session on the server as well as on the phone. The cookie outlives the page's
 * sign-out, and the API answers a read with it alone: on a shared phone the next person could
 * read the last client's diaries by address. A sign-out that does not reach the server (offline)
 * is kept, and sent when the connection returns (`sendPendingSignOut`).
 */
export async function endServerSession(send: () => Promise<unknown> = logOut, flags: KeptFlags = localStorage): Promise<void> {
  try {
    await send();
    flags.removeItem(SIGN_OUT_PENDING_KEY);
  } catch (error) {
    // Any answer of the server (401: the session was gone already) settles it.
    if (unreached(error)) flags.setItem(SIGN_OUT_PENDING_KEY, '1');
    else flags.removeItem(SIGN_OUT_PENDING_KEY);
  }
}

/**
 * Sends a sign-out made offline, once the page loads or the connection returns. Not when a
 * client is signed in now: the cookie is theirs, and the old session went with the old cookie.
 */
export async function sendPendingSignOut(send: () => Promise<unknown>, signedIn: boolean, flags: KeptFlags = localStorage): Promise<void> {
  if (flags.getItem(SIGN_OUT_PENDING_KEY) === null) return;
  if (signedIn) {
    flags.removeItem(SIGN_OUT_PENDING_KEY);
    return;
  }
  await endServerSession(send, flags);
}

/** A sign-in replaces the cookie: no sign-out of the session before it is due any more. */
export function forgetPendingSignOut(flags: KeptFlags = localStorage): void {
  flags.removeItem(SIGN_OUT_PENDING_KEY);
}
