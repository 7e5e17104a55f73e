import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AccountSchema } from '../accounts/account.entity.js';

/**
 * A server-side session. `id` is the SHA-256 digest of the cookie value, never the value itself:
 * a leaked table or a principal logged by another service cannot be replayed as a cookie.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.text().primary(),
    account: p.manyToOne(AccountSchema).ref(),
    csrfToken: p.text(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    ip: p.text(),
    userAgent: p.text().nullable(),
  },
});

export type Session = InferEntity<typeof SessionSchema>;
