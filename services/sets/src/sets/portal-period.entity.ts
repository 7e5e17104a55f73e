import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A time a client set was in the client portal: from `startedAt` until `endedAt` (null while it still is). */
export const PortalPeriodSchema = defineEntity({
  name: 'PortalPeriod',
  tableName: 'portal_periods',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    setId: p.uuid(),
    clientId: p.text(),
    startedAt: p.datetime(),
    endedAt: p.datetime().nullable(),
  },
});
export type PortalPeriodRow = InferEntity<typeof PortalPeriodSchema>;
