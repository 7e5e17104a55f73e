import { SIGN_IN_LINK_REFUSED_QUERY, SIGN_IN_LINK_REFUSED_VALUE, SIGN_UP_PAGE_PATH } from '@openset/contracts/plain';

/** Only same-origin paths are followed after sign-in, never another site. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** What the start-up does with the address it was opened at. */
export type StartLocation =
  /** A page that is the sign-in page for a signed-out visitor: `/login/:lang?`, the empty path, and `/signup` (its sign-up form). */
  | { kind: 'signIn'; lang: string | undefined; redirect: string; demo: boolean; replaceWith: string | null }
  /** The page of a forgot-password e-mail's link (`/reset/<token>`), shown signed in or not. */
  | { kind: 'reset'; token: string }
  /** The page of a staff invitation's link (`/invitation/<token>`): a username and password for the new account. */
  | { kind: 'invite'; token: string }
  /** The page of a sign-up e-mail's link (`/signup/confirm/<token>`): confirms the address. */
  | { kind: 'confirm'; token: string }
  /** Any other page is the app's; `asksSession` unless it is outside the session (portal, maintenance). */
  | { kind: 'app'; asksSession: boolean };

const SIGN_IN = /^\/login(?:\/([^/]+))?\/?$/;
const RESET = /^\/reset\/([A-Za-z0-9_-]{1,100})\/?$/;
const INVITE = /^\/invitation\/([A-Za-z0-9_-]{1,100})\/?$/;
const CONFIRM = /^\/signup\/confirm\/([A-Za-z0-9_-]{1,100})\/?$/;

/** Pure: unit tested. Mirrors the routes of `app/router.tsx` for the pages a signed-out visitor sees. */
export function startLocation({ pathname, search }: { pathname: string; search: string }): StartLocation {
  if (pathname === '/maintenance' || pathname === '/portal' || pathname.startsWith('/portal/')) {
    return { kind: 'app', asksSession: false };
  }
  // Landing sends a stranger to sign in (spec section 2).
  if (pathname === '/') return { kind: 'signIn', lang: undefined, redirect: '/', demo: false, replaceWith: '/login' };
  const reset = RESET.exec(pathname);
  if (reset) return { kind: 'reset', token: reset[1]! };
  const invite = INVITE.exec(pathname);
  if (invite) return { kind: 'invite', token: invite[1]! };
  const confirm = CONFIRM.exec(pathname);
  if (confirm) return { kind: 'confirm', token: confirm[1]! };
  // A referral link: the sign-in page, opened on its trial sign-up form (`isSignUpPage`).
  if (isSignUpPage(pathname)) return { kind: 'signIn', lang: undefined, redirect: '/', demo: false, replaceWith: null };
  const match = SIGN_IN.exec(pathname);
  if (!match) return { kind: 'app', asksSession: true };
  const query = new URLSearchParams(search);
  return {
    kind: 'signIn',
    lang: match[1],
    redirect: safeRedirect(query.get('redirect')),
    demo: query.has('demo'),
    replaceWith: null,
  };
}

/** `?link=expired`: the gateway sent the browser here from a single sign-on link it refused. Pure: unit tested. */
export const linkRefused = (search: string): boolean =>
  new URLSearchParams(search).get(SIGN_IN_LINK_REFUSED_QUERY) === SIGN_IN_LINK_REFUSED_VALUE;

/** `/signup` (a referral link's page, `?ref=<code>`): the sign-in page opens on the trial sign-up form. Pure: unit tested. */
export const isSignUpPage = (pathname: string): boolean => pathname.replace(/\/+$/, '') === SIGN_UP_PAGE_PATH;
