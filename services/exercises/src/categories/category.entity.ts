import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A node of the stock library's category tree, upserted by key on every library load. */
export const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    key: p.text().unique(),
    parentId: p.uuid().nullable(),
    titleEn: p.text(),
    titleFr: p.text().nullable(),
    ord: p.integer().default(0),
    source: p.text().default('openset'),
  },
});
export type Category = InferEntity<typeof CategorySchema>;
