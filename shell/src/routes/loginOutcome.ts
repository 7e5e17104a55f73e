import type { LoginResponse } from '@openset/contracts';
import type { ApiError } from '@openset/web-kit';

/** What the login form shows after an attempt, as i18n keys of the `shell` namespace. */
export type LoginNotice =
  | { kind: 'error'; key: string; shake: boolean }
  | { kind: 'closed'; key: string; checkoutUri: string | null }
  | { kind: 'secondary'; email: string };

/** Closed accounts by type (spec section 4). Pure: unit tested. */
export function closedNotice(type: string, checkoutUri: string | null): LoginNotice {
  switch (type) {
    case 'professional':
    case 'trial':
      return { kind: 'closed', key: 'login.closedPaid', checkoutUri };
    case 'student':
      return { kind: 'closed', key: 'login.closedStudent', checkoutUri: null };
    case 'staff':
      return { kind: 'closed', key: 'login.closedStaff', checkoutUri: null };
    default:
      return { kind: 'closed', key: 'login.closedOther', checkoutUri: null };
  }
}

export function noticeForResponse(response: Exclude<LoginResponse, { outcome: 'success' }>): LoginNotice {
  return response.outcome === 'closed'
    ? closedNotice(response.type, response.checkoutUri)
    : { kind: 'secondary', email: response.email };
}

/** Every failure shakes the form; the message says wrong credentials, too many tries, or other. */
export function noticeForError(error: ApiError): LoginNotice {
  switch (error.code) {
    case 'ERRAUTH':
      return { kind: 'error', key: 'common:errors.wrongPassword', shake: true };
    case 'ERRRATELIMIT':
      return { kind: 'error', key: 'login.rateLimited', shake: true };
    case 'ERRCONNECTION':
      return { kind: 'error', key: 'common:errors.connection', shake: true };
    default:
      return { kind: 'error', key: 'login.failed', shake: true };
  }
}
