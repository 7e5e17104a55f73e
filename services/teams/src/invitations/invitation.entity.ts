import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PermissionOverrides } from '@openset/contracts';
import { Organisation } from '../teams/organisation.entity.js';
import { Team } from '../teams/team.entity.js';

/**
 * A staff invitation. Only the SHA-256 digest of the link's token is kept, so a copy of the table
 * opens no account. 'expired' is not stored: it is a pending invitation past `expiresAt`.
 */
export const Invitation = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  properties: {
    id: p.uuid().primary(),
    org: p.manyToOne(Organisation),
    team: p.manyToOne(Team),
    invitedBy: p.string(),
    email: p.string(),
    firstname: p.string(),
    lastname: p.string(),
    lang: p.enum(['en', 'fr'] as const),
    overrides: p.json<Partial<PermissionOverrides>>(),
    tokenHash: p.string().unique(),
    status: p.enum(['pending', 'accepted', 'revoked'] as const),
    sentAt: p.datetime(),
    expiresAt: p.datetime(),
    accountId: p.string().nullable(),
  },
});
export type Invitation = InferEntity<typeof Invitation>;
