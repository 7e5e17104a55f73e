import { z } from 'zod';
import { emptyObjectSchema, idSchema, listOf, noBodySchema, pageQuerySchema } from '../common.js';
import { defineRoute } from '../route.js';

/**
 * What a clinician is told in the shell's bell (spec sections 3 and 7, Notifications): a client's
 * message from the portal, an outcome completed, a schedule finished, a change of team. The
 * notifications service makes them from the events the owning services publish, so a notification
 * names ids only (the screens fetch names through their own routes).
 */
export const NOTIFICATION_KINDS = ['clientMessage', 'outcomeCompleted', 'scheduleFinished', 'teamChanged'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  viewed: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The client it is about, if any (a message, an outcome). */
  clientId: idSchema.nullable(),
  /** The object it is about: the client outcome, or the team. */
  referenceId: idSchema.nullable(),
});
export type ClinicianNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = listOf(notificationSchema).extend({
  /** Not yet viewed, over the whole list (the bell's count). */
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * A route of `transfer: { kind: 'events' }` answers this: the NATS subject the gateway forwards as
 * server-sent events, and the name those events carry.
 */
export const liveChannelSchema = z.object({ subject: z.string().min(1).max(200), event: z.string().regex(/^[a-z][A-Za-z]{0,39}$/) });
export type LiveChannel = z.infer<typeof liveChannelSchema>;

/** The name and data of the notifications channel's server-sent events: something changed, read again. */
export const NOTIFICATION_EVENT = 'notification';
export const notificationSignalSchema = z.object({ unread: z.number().int().min(0) });
export type NotificationSignal = z.infer<typeof notificationSignalSchema>;

/** Internal subject (no queue group: every gateway copy hears it) a new notification is announced on. */
export const notificationSignalSubject = (accountId: string) => `live.notifications.${accountId}`;

export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/clinician/notifications',
    subject: 'notifications.list',
    access: 'clinician',
    tag: 'notifications',
    summary: 'Your notifications, newest first, with the count not yet viewed',
    params: emptyObjectSchema,
    query: pageQuerySchema,
    body: noBodySchema,
    response: notificationListSchema,
  }),
  markViewed: defineRoute({
    method: 'PUT',
    path: '/clinician/notifications/markViewed',
    subject: 'notifications.markViewed',
    access: 'clinician',
    tag: 'notifications',
    summary: 'Mark all your notifications viewed',
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: z.object({ updated: z.number().int().min(0) }),
    idempotent: true,
  }),
  live: defineRoute({
    method: 'GET',
    path: '/clinician/notifications/live',
    subject: 'notifications.live',
    access: 'clinician',
    tag: 'notifications',
    summary: 'Server-sent events: a `notification` event, with the unread count, whenever a notification of yours is made or viewed',
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: liveChannelSchema,
    transfer: { kind: 'events' },
  }),
} as const;

/**
 * The events a notification is made from, and what each must carry in its data: the clinician to
 * tell (`clinicianId`, else the event's subject account `accountId`), and the ids it is about.
 */
export const NOTIFICATION_EVENT_KINDS: Readonly<Record<string, NotificationKind>> = {
  /** data: clientId, clinicianId (the client's primary contact). */
  'clients.clientMessageReceived': 'clientMessage',
  /** data: clientId, clinicianId, clientOutcomeId, source (only 'portal' answers make one: the client's). */
  'outcomes.resultCreated': 'outcomeCompleted',
  /** data: clientId, clinicianId, clientOutcomeId. */
  'outcomes.scheduleFinished': 'scheduleFinished',
  /** data: accountId (the member moved), teamId (the new team). */
  'teams.memberMoved': 'teamChanged',
};
