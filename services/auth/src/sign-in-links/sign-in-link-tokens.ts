import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a link's token: its SHA-256 digest (256 random bits need no slow hash). */
export const signInLinkHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token: 256 random bits, 43 base64url characters. */
export const newSignInLinkToken = () => randomBytes(32).toString('base64url');
