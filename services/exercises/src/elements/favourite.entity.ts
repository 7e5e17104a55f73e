import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A clinician's star on an element; favourites keep their own order (sortOrder). */
export const FavouriteSchema = defineEntity({
  name: 'Favourite',
  tableName: 'favourites',
  properties: {
    accountId: p.text().primary(),
    elementId: p.uuid().primary(),
    sortOrder: p.double(),
  },
});
export type Favourite = InferEntity<typeof FavouriteSchema>;
