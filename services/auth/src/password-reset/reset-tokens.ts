import type { EntityManager } from '@mikro-orm/postgresql';
import { resetPagePath } from '@openset/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { authConfig } from '../auth.config.js';
import { PasswordResetSchema } from './password-reset.entity.js';

/** The stored form of a token: its SHA-256 digest. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Where the link of a token opens: the shell's reset page under the product's public address. */
export const resetLink = (token: string) => `${authConfig.publicUrl}${resetPagePath(token)}`;

/**
 * A new single-use link for the account, written with the caller's next flush: 256 random bits,
 * of which only the digest is stored. Returns the token, which exists nowhere else.
 */
export function issueResetToken(em: EntityManager, accountId: string, ttlMs: number, now = new Date()): string {
  const token = randomBytes(32).toString('base64url');
  em.create(PasswordResetSchema, {
    id: randomUUID(),
    account: accountId,
    tokenHash: resetTokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    usedAt: null,
  });
  return token;
}
