import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LANGS } from '@openset/contracts';

/** A client's portal session; `id` is the digest of the cookie value, as for account sessions. */
export const PortalSessionSchema = defineEntity({
  name: 'PortalSession',
  tableName: 'portal_sessions',
  properties: {
    id: p.text().primary(),
    clientId: p.text(),
    ownerId: p.text(),
    lang: p.enum(LANGS),
    csrfToken: p.text(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    ip: p.text(),
    userAgent: p.text().nullable(),
  },
});
export type PortalSession = InferEntity<typeof PortalSessionSchema>;
