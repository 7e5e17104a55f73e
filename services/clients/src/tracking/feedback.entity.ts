import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A message a client sent from the portal (health information). */
export const FeedbackSchema = defineEntity({
  name: 'ClientFeedback',
  tableName: 'feedback',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    clientId: p.uuid(),
    setId: p.text().nullable(),
    text: p.text(),
    read: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FeedbackRow = InferEntity<typeof FeedbackSchema>;
