import { z } from 'zod';
import { idSchema, listOf, pageQuerySchema } from '../common.js';

/**
 * The staff activity log (spec section 3, Event log entry: staff, action, object, IP, reference).
 * The teams service reads it from the events the other services already publish to the durable
 * stream (clients.*, sets.clientSet*, outcomes.*), so nothing a staff member does is missed while
 * the teams service is down, and each event is kept once (by its id).
 */
export const ACTIVITY_ACTIONS = ['viewed', 'created', 'updated', 'emailed', 'enabled', 'disabled', 'archived', 'unarchived'] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityActionSchema>;

export const ACTIVITY_OBJECTS = ['client', 'exerciseSet', 'outcomeMeasure'] as const;
export const activityObjectSchema = z.enum(ACTIVITY_OBJECTS);
export type ActivityObject = z.infer<typeof activityObjectSchema>;

/**
 * Which published event is which entry: the event type -> action and object. Events not named
 * here (a client deleted, a portal login reset, teams' own changes) are not log entries.
 */
export const ACTIVITY_EVENT_TYPES: Readonly<Record<string, { action: ActivityAction; object: ActivityObject }>> = {
  'clients.clientViewed': { action: 'viewed', object: 'client' },
  'clients.clientCreated': { action: 'created', object: 'client' },
  'clients.clientUpdated': { action: 'updated', object: 'client' },
  'clients.clientArchived': { action: 'archived', object: 'client' },
  'clients.clientUnarchived': { action: 'unarchived', object: 'client' },
  'sets.clientSetViewed': { action: 'viewed', object: 'exerciseSet' },
  'sets.clientSetCreated': { action: 'created', object: 'exerciseSet' },
  'sets.clientSetUpdated': { action: 'updated', object: 'exerciseSet' },
  'sets.clientSetEmailed': { action: 'emailed', object: 'exerciseSet' },
  'sets.clientSetEnabled': { action: 'enabled', object: 'exerciseSet' },
  'sets.clientSetDisabled': { action: 'disabled', object: 'exerciseSet' },
  'outcomes.outcomeViewed': { action: 'viewed', object: 'outcomeMeasure' },
  'outcomes.outcomeCreated': { action: 'created', object: 'outcomeMeasure' },
  'outcomes.outcomeUpdated': { action: 'updated', object: 'outcomeMeasure' },
  'outcomes.outcomeEmailed': { action: 'emailed', object: 'outcomeMeasure' },
  'outcomes.outcomeEnabled': { action: 'enabled', object: 'outcomeMeasure' },
  'outcomes.outcomeDisabled': { action: 'disabled', object: 'outcomeMeasure' },
};

/** One entry of the log. Names and health information never enter it: ids only. */
export const activityEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  staffId: z.string(),
  /** The member's name as the log shows it ('' when the account is gone). */
  staffName: z.string(),
  action: activityActionSchema,
  object: activityObjectSchema,
  /** The client concerned (also for a set or an outcome measure), when there is one. */
  clientId: z.string().nullable(),
  /** The address the call came from, when the event carried it. */
  ip: z.string().nullable(),
  /** The object's id (client, set or outcome measure). */
  reference: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Filters of the log and of its CSV: every one optional; dates are ISO days or instants, `to` inclusive of its day. */
export const activityFilterSchema = z.strictObject({
  staffId: idSchema.optional(),
  action: activityActionSchema.optional(),
  object: activityObjectSchema.optional(),
  from: z.iso.date().or(z.iso.datetime()).optional(),
  to: z.iso.date().or(z.iso.datetime()).optional(),
});
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

export const activityListQuerySchema = pageQuerySchema.extend(activityFilterSchema.shape);
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
export const activityListSchema = listOf(activityEntrySchema);
export type ActivityList = z.infer<typeof activityListSchema>;

/** The CSV's header line, in this order (UTF-8, comma-separated, RFC 4180 quoting). */
export const ACTIVITY_CSV_COLUMNS = ['occurredAt', 'staffId', 'staffName', 'action', 'object', 'reference', 'clientId', 'ip'] as const;
