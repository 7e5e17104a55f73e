import type { Client, ClientListItem } from '@openset/contracts';
import type { ClientViewer } from './client-access.js';
import type { ClientRow } from './client.entity.js';

/** What a whole client on the wire is made of: the entity without its secret and its time zone. */
export type ClientFields = Omit<ClientRow, 'portalKeyHash' | 'timeZone'>;

/**
 * What the list's statement reads of a client (the repository's SELECT): a list row's fields and
 * the owner, as the driver gives them to `em.execute`, its timestamp as PostgreSQL's text
 * (`2026-12-01 23:59:21.405012+00`): no entity hydrates these rows.
 */
export type ClientListRow = Pick<ClientRow, 'id' | 'ownerId' | 'firstname' | 'lastname' | 'email' | 'portalUsername' | 'portalEnabled' | 'archived' | 'unreadFeedback'> & {
  updatedAt: string;
};

/** A client for the wire; unread feedback is health information, left out for restrictPhi staff. */
export function toClient(row: ClientFields, viewer: ClientViewer, clinicianName: string): Client {
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

/**
 * A row of the clients list, with the same rule for unread feedback, made straight from the
 * statement's row (the page's one copy of it: the driver's row objects, with the statement's
 * `total` on them, go no further).
 */
export function toClientListItem(row: ClientListRow, viewer: ClientViewer, clinicianName: string): ClientListItem {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    portalUsername: row.portalUsername,
    portalEnabled: row.portalEnabled,
    archived: row.archived,
    clinicianName,
    shared: row.ownerId !== viewer.accountId,
    ...(viewer.restrictPhi ? {} : { unreadFeedback: row.unreadFeedback }),
    updated: new Date(row.updatedAt).toISOString(),
  };
}
