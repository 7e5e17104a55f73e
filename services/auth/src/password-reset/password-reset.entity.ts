import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../accounts/account.entity.js';

/** A link to set a password: the token's SHA-256 digest, never the token; used once, until it expires. */
export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p.uuid().primary(),
    account: p.manyToOne(AccountSchema).ref(),
    tokenHash: p.text().unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type PasswordReset = InferEntity<typeof PasswordResetSchema>;
