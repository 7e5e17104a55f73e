// Password rules and the reset's constants as plain data (no zod), for the sign-in start-up.

/** Spec section 5 and 10: a password has at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** What `POST /password/reset` answers to everybody, known account or not (spec sections 2 and 7). */
export const RESET_INSTRUCTIONS_SENT = 'Instructions sent to email';

/** How long a link to set a password works: one hour from the e-mail. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Where the link of a reset e-mail opens, under the product's address: `/reset/<token>`. */
export const resetPagePath = (token: string) => `/reset/${encodeURIComponent(token)}`;
