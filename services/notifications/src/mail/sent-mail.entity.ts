import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An e-mail the SMTP server accepted: its id (the outbox row's), never its text. */
export const SentMailSchema = defineEntity({
  name: 'SentMail',
  tableName: 'sent_mails',
  properties: {
    id: p.uuid().primary(),
    kind: p.text(),
    accountId: p.text().nullable(),
    recipients: p.json<string[]>(),
    smtpMessageId: p.text(),
    smtpResponse: p.text(),
    attempts: p.integer(),
    sentAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SentMailRow = InferEntity<typeof SentMailSchema>;
