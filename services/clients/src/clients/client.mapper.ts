import type { Client } from '@openset/contracts';
import type { ClientViewer } from './client-access.js';
import type { ClientRow } from './client.entity.js';

/** What the list's statement reads of a client (the repository's SELECT). */
export type ClientListRow = Omit<ClientRow, 'portalKeyHash' | 'timeZone'>;

/** A client for the wire; unread feedback is health information, left out for restrictPhi staff. */
export function toClient(row: ClientListRow, viewer: ClientViewer, clinicianName: string): Client {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    lang: row.lang,
    yearOfBirth: row.yearOfBirth ?? null,
    portalUsername: row.portalUsername,
    portalEnabled: row.portalEnabled,
    archived: row.archived,
    clinicianId: row.ownerId,
    clinicianName,
    shared: row.ownerId !== viewer.accountId,
    outcomeCount: row.outcomeCount,
    ...(viewer.restrictPhi ? {} : { unreadFeedback: row.unreadFeedback }),
    lastPortalLogin: row.lastPortalLogin ? row.lastPortalLogin.toISOString() : null,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}
