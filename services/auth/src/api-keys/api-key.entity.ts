import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../accounts/account.entity.js';

/** An API key: the SHA-256 digest of the key, never the key; it works from `ip` only, until revoked. */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary(),
    account: p.manyToOne(AccountSchema).ref(),
    title: p.text().default(''),
    keyHash: p.text().unique(),
    ip: p.text(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export type ApiKeyRow = InferEntity<typeof ApiKeySchema>;
