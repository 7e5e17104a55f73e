import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An invitation or reminder sent (or skipped, with why: no e-mail address, client archived). One
 * row per client outcome, kind and due time: a second attempt at the same one cannot be stored.
 */
export const InvitationSchema = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    clientOutcomeId: p.uuid(),
    kind: p.enum(['invitation', 'reminder', 'resend'] as const),
    dueAt: p.datetime(),
    sentAt: p.datetime().onCreate(() => new Date()),
    mailId: p.uuid().nullable(),
    skipped: p.text().nullable(),
  },
});
export type InvitationRow = InferEntity<typeof InvitationSchema>;
