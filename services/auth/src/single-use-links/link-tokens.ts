import { createHash, randomBytes } from 'node:crypto';

/** A new token: 256 random bits, 43 base64url characters. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** The stored form of a token: its SHA-256 digest (256 random bits need no slow hash). */
export const linkTokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');
