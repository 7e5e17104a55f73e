import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A manager's organisation: the teams they administer. One per manager account. */
export const Organisation = defineEntity({
  name: 'Organisation',
  tableName: 'organisations',
  properties: {
    id: p.uuid().primary(),
    title: p.string(),
    /** The manager's account id (owned by the auth service, opaque here). */
    ownerId: p.string().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Organisation = InferEntity<typeof Organisation>;
