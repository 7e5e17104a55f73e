/** Session cookie and its lifetime (api-conventions.md), and the CSRF header of state-changing calls. No zod. */
export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_SECONDS = 86_400;
export const CSRF_HEADER = 'x-csrf-token';
