import { ACTIVITY_EVENT_TYPES, type DomainEvent } from '@openset/contracts';
import type { ActivityEntry } from './activity-entry.entity.js';

const idOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null);

/**
 * The log entry an event makes, or null when it makes none: not an event of the log, or not by a
 * member of an organisation (a solo clinician's own work is nobody's to audit). The event's
 * data names ids only (an outcome measure is a client outcome: `clientOutcomeId`) and the
 * address of the call (`ip`, which the recording services take from the gateway's `meta.ip`).
 */
export function activityEntryOf(event: DomainEvent): ActivityEntry | null {
  const kind = ACTIVITY_EVENT_TYPES[event.type];
  if (!kind || !event.actorId || !event.orgId) return null;
  const data = event.data;
  const reference = idOf(data.setId) ?? idOf(data.clientOutcomeId) ?? idOf(data.clientId);
  if (!reference) return null;
  return {
    id: event.id,
    orgId: event.orgId,
    teamId: event.teamId,
    staffId: event.actorId,
    action: kind.action,
    object: kind.object,
    reference,
    clientId: idOf(data.clientId),
    ip: typeof data.ip === 'string' ? data.ip.slice(0, 100) : null,
    occurredAt: new Date(event.occurredAt),
  };
}
