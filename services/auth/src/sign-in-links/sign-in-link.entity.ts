import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../accounts/account.entity.js';

/** A single sign-on link: the token's SHA-256 digest, never the token; used once, until it expires. */
export const SignInLinkSchema = defineEntity({
  name: 'SignInLink',
  tableName: 'sign_in_links',
  properties: {
    id: p.uuid().primary(),
    account: p.manyToOne(AccountSchema).ref(),
    tokenHash: p.text().unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type SignInLink = InferEntity<typeof SignInLinkSchema>;
