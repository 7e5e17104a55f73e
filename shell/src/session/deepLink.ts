/**
 * The deep link a signed-out visitor opened, restored after sign-in (spec section 2). Each
 * failed guard counts; from the third failure on, the link is dropped so a broken session
 * cannot send the user round in circles.
 */
export const MAX_GUARD_FAILURES = 3;

export interface DeepLinkState {
  link: string | null;
  failures: number;
}

export const EMPTY: DeepLinkState = { link: null, failures: 0 };

/** A guard refused `path`: count the failure, keep the link only while under the limit. */
export function guardFailed(state: DeepLinkState, path: string): DeepLinkState {
  const failures = state.failures + 1;
  return { failures, link: failures < MAX_GUARD_FAILURES ? path : null };
}

/** A guard let the user in: the count starts again. */
export function guardPassed(state: DeepLinkState): DeepLinkState {
  return { ...state, failures: 0 };
}

/** Landing takes the link (once) after sign-in. */
export function taken(state: DeepLinkState): [string | null, DeepLinkState] {
  return [state.link, { ...state, link: null }];
}

// Session storage keeps the link through the full page load of a sign-in, but not across tabs.
const KEY = 'openset.deepLink';

function read(): DeepLinkState {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as DeepLinkState | null;
    return parsed && typeof parsed.failures === 'number' ? parsed : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(state: DeepLinkState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage blocked: the deep link is simply not restored
  }
}

export const deepLinks = {
  guardFailed: (path: string) => write(guardFailed(read(), path)),
  guardPassed: () => write(guardPassed(read())),
  take: (): string | null => {
    const [link, next] = taken(read());
    write(next);
    return link;
  },
};
