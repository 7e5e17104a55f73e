import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { NOTIFICATION_KINDS } from '@openset/contracts';

/**
 * One notification of a clinician's bell. Its id is the id of the event it was made from, so an
 * event delivered twice makes it once; it names ids only, never a client's name or health data.
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.uuid().primary(),
    accountId: p.text(),
    kind: p.enum(NOTIFICATION_KINDS),
    clientId: p.text().nullable(),
    referenceId: p.text().nullable(),
    viewed: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type NotificationRow = InferEntity<typeof NotificationSchema>;
