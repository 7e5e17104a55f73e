import type { BootstrapResponse } from '@openset/contracts';
import { sessionReset, sessionStarted } from '@openset/web-kit';

/** The store's session after the bootstrap route's answer (or a sign-in, in the same shape). */
export function sessionFromAnswer(answer: BootstrapResponse) {
  return answer.authenticated
    ? sessionStarted({ role: answer.role, accountId: answer.accountId, csrfToken: answer.csrfToken, now: Date.now() })
    : sessionReset();
}
