import type { EntityManager } from '@mikro-orm/postgresql';
import { resetPagePath } from '@openset/contracts';
import { authConfig } from '../auth.config.js';
import { SingleUseLinks } from '../single-use-links/single-use-links.js';
import { PasswordResetSchema } from './password-reset.entity.js';

/** Links to set a password, in `password_resets`. */
export const resetLinks = new SingleUseLinks(PasswordResetSchema);

/** Where the link of a token opens: the shell's reset page under the product's public address. */
export const resetLink = (token: string) => `${authConfig.publicUrl}${resetPagePath(token)}`;

/**
 * A new link to set the account's password, written with the caller's next flush (forgot
 * password, an account an administrator made, the first administrator). Returns the token.
 */
export const issueResetToken = (em: EntityManager, accountId: string, ttlMs: number, now = new Date()): string =>
  resetLinks.issue(em, accountId, ttlMs, now).token;
