import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RESOURCE_KINDS } from '@openset/contracts';

/**
 * An image or video. The original lives in the file store under storageKey; resized variants
 * are derived keys next to it. Stock and imported resources have no owner.
 */
export const ResourceSchema = defineEntity({
  name: 'Resource',
  tableName: 'resources',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    kind: p.enum(RESOURCE_KINDS),
    ownerId: p.text().nullable(),
    teamId: p.text().nullable(),
    orgId: p.text().nullable(),
    mime: p.text(),
    size: p.bigint('number'),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    storageKey: p.text(),
    posterKey: p.text().nullable(),
    captionEn: p.text().default(''),
    captionFr: p.text().nullable(),
    credit: p.text().nullable(),
    importScope: p.text().nullable(),
    source: p.text().nullable(),
    sourceKey: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ResourceRow = InferEntity<typeof ResourceSchema>;
