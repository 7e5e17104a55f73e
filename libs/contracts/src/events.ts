import { z } from 'zod';

/**
 * Events that must not be lost (what the staff activity log shows, e-mails to send, schedules):
 * a service writes them in the same transaction as the change they describe (an outbox) and
 * publishes them to the deployment's JetStream stream, with the event id as the message id, so a
 * publication repeated after a crash is stored once. Consumers are idempotent by id.
 */
export const domainEventSchema = z.object({
  id: z.uuid(),
  /** `<service>.<what happened>`, e.g. `teams.memberAdded`; also the end of the NATS subject. */
  type: z.string().regex(/^[a-z]+\.[A-Za-z]+$/).max(100),
  occurredAt: z.iso.datetime(),
  /** The account that caused it, when an account did. */
  actorId: z.string().max(64).nullable(),
  /** The organisation and team it belongs to, for the activity log's filters. */
  orgId: z.string().max(64).nullable(),
  teamId: z.string().max(64).nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type DomainEvent = z.infer<typeof domainEventSchema>;

/** NATS subject of an event type, under the deployment prefix: `<prefix>.events.<type>`. */
export const eventSubject = (type: string) => `events.${type}`;

/** The JetStream stream holding every event of a deployment (stream names allow no dots). */
export const eventsStreamName = (prefix: string) => `${prefix}_events`.replace(/[^A-Za-z0-9_-]/g, '_');
