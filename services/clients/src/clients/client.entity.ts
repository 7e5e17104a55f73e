import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LANGS } from '@openset/contracts';

/**
 * A client of a clinician (`ownerId`). The portal key is kept only as its argon2id hash.
 * `searchText` is a generated column (names and e-mail, lower-cased) for the list's search.
 */
export const ClientSchema = defineEntity({
  name: 'Client',
  tableName: 'clients',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    ownerId: p.text(),
    firstname: p.text(),
    lastname: p.text(),
    email: p.text(),
    lang: p.enum(LANGS),
    yearOfBirth: p.integer().nullable(),
    portalUsername: p.text(),
    portalKeyHash: p.text().hidden().lazy(),
    portalEnabled: p.boolean(),
    archived: p.boolean(),
    outcomeCount: p.integer(),
    unreadFeedback: p.integer(),
    lastPortalLogin: p.datetime().nullable(),
    /** The time zone the portal named at the client's last sign-in (IANA); adherence counts days in it. */
    timeZone: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ClientRow = InferEntity<typeof ClientSchema>;
