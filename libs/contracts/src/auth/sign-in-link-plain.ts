// The single sign-on link's constants as plain data (no zod), for the sign-in start-up.

/** How long a sign-in link made for an integration works: long enough to open it, too short to keep it. */
export const SIGN_IN_LINK_TTL_MS = 2 * 60 * 1000;

/** The query the sign-in page reads to say that a link was refused. */
export const SIGN_IN_LINK_REFUSED_QUERY = 'link';
export const SIGN_IN_LINK_REFUSED_VALUE = 'expired';

/**
 * Where a refused sign-in link (malformed, unknown, used, expired, or for an account that must
 * give a second factor) sends the browser: the sign-in page, which then says so.
 */
export const SIGN_IN_LINK_REFUSED_PATH = `/login?${SIGN_IN_LINK_REFUSED_QUERY}=${SIGN_IN_LINK_REFUSED_VALUE}`;

/** Where a used sign-in link sends the browser: the app, which opens the account's home. */
export const SIGN_IN_LINK_HOME_PATH = '/';

/** The API path a link's token opens (`GET /api/login/{hash}`), under the product's public address. */
export const signInLinkPath = (token: string) => `/api/login/${encodeURIComponent(token)}`;
