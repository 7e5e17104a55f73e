import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A message of a client's conversation with the clinicians (health information): the client's, or a clinician's reply. */
export const FeedbackSchema = defineEntity({
  name: 'ClientFeedback',
  tableName: 'feedback',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    clientId: p.uuid(),
    setId: p.text().nullable(),
    /** The clinician who replied; null: the client wrote it. */
    authorId: p.uuid().nullable(),
    text: p.text(),
    /** Read by the other side: a client's message by the clinicians, a reply by the client. */
    read: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FeedbackRow = InferEntity<typeof FeedbackSchema>;
