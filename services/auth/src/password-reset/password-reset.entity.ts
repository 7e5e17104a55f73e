import type { InferEntity } from '@mikro-orm/core';
import { singleUseLinkEntity } from '../single-use-links/single-use-link.entity.js';

/** A link to set a password (forgot password, a new account, the first administrator). */
export const PasswordResetSchema = singleUseLinkEntity('PasswordReset', 'password_resets');

export type PasswordReset = InferEntity<typeof PasswordResetSchema>;
