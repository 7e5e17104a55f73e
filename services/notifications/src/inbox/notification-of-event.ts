import { NOTIFICATION_EVENT_KINDS, type DomainEvent, type NotificationKind } from '@openset/contracts';

export interface NewNotification {
  id: string;
  accountId: string;
  kind: NotificationKind;
  clientId: string | null;
  referenceId: string | null;
  createdAt: Date;
}

const idOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null);

/**
 * The notification an event makes, or null when it makes none (another type, or no clinician to
 * tell). The data's fields are those NOTIFICATION_EVENT_KINDS documents.
 */
export function notificationOf(event: DomainEvent): NewNotification | null {
  const kind = NOTIFICATION_EVENT_KINDS[event.type];
  if (!kind) return null;
  // A clinician entering answers themself needs no telling.
  if (kind === 'outcomeCompleted' && event.data.source !== 'portal') return null;
  const accountId = idOf(event.data.clinicianId) ?? idOf(event.data.accountId);
  if (!accountId) return null;
  return {
    id: event.id,
    accountId,
    kind,
    clientId: idOf(event.data.clientId),
    referenceId: kind === 'teamChanged' ? idOf(event.data.teamId) : idOf(event.data.clientOutcomeId),
    createdAt: new Date(event.occurredAt),
  };
}
