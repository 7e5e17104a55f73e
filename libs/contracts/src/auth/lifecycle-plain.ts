// Constants of sign-up, the demo and closing, without zod: the signed-out page reads them too.

/** Length of the free trial (spec sections 1 and 9). */
export const TRIAL_DAYS = 14;
/** How long a closed account stays dormant before it is deleted for good (spec sections 1 and 9). */
export const DORMANT_MONTHS = 6;
/** How long a demo account lives: its banner counts down to this, then it is removed. */
export const DEMO_MINUTES = 120;
/** What the close-account dialog asks to be typed (spec section 5). */
export const CLOSE_CONFIRMATION = 'CLOSE';
/** The largest proof of enrolment a student may upload (an image or a PDF). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Always the same answer to a sign-up, whether or not the address is already in use (no account enumeration). */
export const SIGN_UP_SENT = 'Check your e-mail to confirm your address';
/** Why an account is closed (the reason survey of the close-account dialog). */
export const CLOSE_REASONS = ['tooExpensive', 'missingFeatures', 'hardToUse', 'switchedProduct', 'leftPractice', 'other'] as const;

/** Where the link of a sign-up's confirmation e-mail opens: the shell's confirmation page. */
export const signUpConfirmPagePath = (token: string) => `/signup/confirm/${encodeURIComponent(token)}`;
