import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An e-mail given up on: why, after how many tries, and the request itself (to send it again). */
export const DeadLetterSchema = defineEntity({
  name: 'DeadLetter',
  tableName: 'dead_letters',
  properties: {
    id: p.uuid().primary(),
    kind: p.text(),
    accountId: p.text().nullable(),
    recipients: p.json<string[]>(),
    subject: p.text(),
    reason: p.text(),
    attempts: p.integer(),
    mail: p.json<Record<string, unknown>>(),
    failedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DeadLetterRow = InferEntity<typeof DeadLetterSchema>;
