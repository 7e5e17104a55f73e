import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SECONDARY_CODE_LENGTH } from '@openset/contracts';

/** The stored id of a challenge: the digest of what the browser holds. */
export const challengeId = (challenge: string) => createHash('sha256').update(`challenge\n${challenge}`).digest('base64url');

/**
 * The stored form of a code: a digest under its challenge, so the table alone cannot be matched
 * against the million codes without the challenge, which only the browser holds.
 */
export const codeHash = (challenge: string, code: string) => createHash('sha256').update(`code\n${challenge}\n${code}`).digest('base64url');

/** A new challenge (256 random bits) and its six-digit code, uniformly drawn. */
export function newChallenge(): { challenge: string; code: string } {
  const challenge = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 10 ** SECONDARY_CODE_LENGTH)).padStart(SECONDARY_CODE_LENGTH, '0');
  return { challenge, code };
}
