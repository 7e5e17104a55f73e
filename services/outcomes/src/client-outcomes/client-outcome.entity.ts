import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OUTCOME_SCHEDULE_KINDS } from '@openset/contracts';

/**
 * An outcome assigned to a client, with its schedule and where delivery stands. The scheduler's
 * state lives here, in PostgreSQL, never only in memory: `nextInvitationAt` (the next invitation
 * to send), `openSince` (the invitation waiting for answers), `nextReminderAt`.
 */
export const ClientOutcomeSchema = defineEntity({
  name: 'ClientOutcome',
  tableName: 'client_outcomes',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    /** The deployment's NATS prefix: only its copies claim the row. */
    prefix: p.text(),
    clientId: p.uuid(),
    /** The client's clinician when it was assigned: lists start from it; every read asks the clients service. */
    ownerId: p.text(),
    assignedBy: p.text(),
    teamId: p.text().nullable(),
    orgId: p.text().nullable(),
    type: p.text(),
    definitionId: p.text(),
    enabled: p.boolean(),
    clientStopped: p.boolean(),
    scheduleKind: p.enum(OUTCOME_SCHEDULE_KINDS),
    startAt: p.datetime().nullable(),
    intervalDays: p.integer().nullable(),
    endAt: p.datetime().nullable(),
    reminderDays: p.integer().nullable(),
    instructions: p.text(),
    nextInvitationAt: p.datetime().nullable(),
    openSince: p.datetime().nullable(),
    nextReminderAt: p.datetime().nullable(),
    /** Reminders sent for the invitation waiting. */
    openReminders: p.integer(),
    lastInvitationAt: p.datetime().nullable(),
    invitationsSent: p.integer(),
    remindersSent: p.integer(),
    resultCount: p.integer(),
    lastSubmittedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ClientOutcomeRow = InferEntity<typeof ClientOutcomeSchema>;
