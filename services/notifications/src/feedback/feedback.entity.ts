import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FEEDBACK_KINDS } from '@openset/contracts';

/**
 * One piece of feedback about the product, as it was sent: who (the session's account and its
 * type), from which page and browser, what they said and whether they may be answered.
 */
export const FeedbackSchema = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  properties: {
    id: p.uuid().primary(),
    accountId: p.text(),
    accountType: p.text(),
    kind: p.enum(FEEDBACK_KINDS),
    message: p.text(),
    mayContact: p.boolean(),
    pagePath: p.text(),
    userAgent: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
export type FeedbackRow = InferEntity<typeof FeedbackSchema>;
