// Constants of the second sign-in step and of API keys as plain data (no zod), for the sign-in start-up.

/** Spec sections 5 and 9: the secondary code has six digits, sent by e-mail. */
export const SECONDARY_CODE_LENGTH = 6;

/** How long an e-mailed secondary code works. */
export const SECONDARY_CODE_TTL_MS = 10 * 60 * 1000;

/** Wrong codes one challenge takes before it is spent (the next answer is ERRRATELIMIT). */
export const SECONDARY_CODE_MAX_TRIES = 5;

/** How long a network an account signed in from is recognised (no new code asked there). */
export const KNOWN_NETWORK_DAYS = 14;

/**
 * The principal of a call made with an API key has a `sessionId` starting with this, so a service
 * can tell a key from a browser session (a key may not manage keys or the password).
 */
export const API_KEY_SESSION_PREFIX = 'apikey:';
