import type { BootstrapResponse, SignedIn } from '@openset/contracts/plain';
import type { FlashSeverity } from '@openset/web-kit';

/** A flash message of the catalogue (namespace `common`), as the store's flash queue takes it. */
export interface FlashNote {
  severity: FlashSeverity;
  key: string;
  values?: Record<string, string>;
}

/** The session a successful sign-in opened, in the shape the bootstrap route answers it. */
export function sessionOf(signedIn: SignedIn): Extract<BootstrapResponse, { authenticated: true }> {
  return { authenticated: true, role: signedIn.role, accountId: signedIn.profile.id, csrfToken: signedIn.csrfToken };
}

/** Spec section 8: a welcome greeting after sign-in, not for managers. */
export function welcomeFlash(signedIn: SignedIn): FlashNote | null {
  if (signedIn.role !== 'clinician') return null;
  const name = signedIn.profile.firstname || signedIn.profile.username;
  return name ? { severity: 'success', key: 'flash.welcome', values: { name } } : { severity: 'success', key: 'flash.welcomeAnonymous' };
}
