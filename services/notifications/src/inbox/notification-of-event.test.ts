import { describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@openset/contracts';
import { notificationOf } from './notification-of-event.js';

const event = (type: string, data: Record<string, unknown>): DomainEvent => ({
  id: '5b0a3c36-6a7e-4b8e-9d5f-0a0c2f3f1b11',
  type,
  occurredAt: '2026-12-02T09:00:00.000Z',
  actorId: null,
  orgId: null,
  teamId: null,
  data,
});

describe('the notification an event makes', () => {
  it('tells the client’s clinician of a portal message, keyed by the event id', () => {
    expect(notificationOf(event('clients.clientMessageReceived', { clientId: 'c1', clinicianId: 'pro' }))).toEqual({
      id: '5b0a3c36-6a7e-4b8e-9d5f-0a0c2f3f1b11',
      accountId: 'pro',
      kind: 'clientMessage',
      clientId: 'c1',
      referenceId: null,
      createdAt: new Date('2026-12-02T09:00:00.000Z'),
    });
  });

  it('names the outcome of a completed questionnaire and the team of a team change', () => {
    expect(notificationOf(event('outcomes.resultCreated', { clientId: 'c1', clinicianId: 'pro', clientOutcomeId: 'o1', source: 'portal' }))).toMatchObject({ kind: 'outcomeCompleted', referenceId: 'o1' });
    expect(notificationOf(event('outcomes.scheduleFinished', { clientId: 'c1', clinicianId: 'pro', clientOutcomeId: 'o1' }))).toMatchObject({ kind: 'scheduleFinished', referenceId: 'o1' });
    expect(notificationOf(event('teams.memberMoved', { accountId: 'staff', teamId: 't2' }))).toMatchObject({ accountId: 'staff', kind: 'teamChanged', referenceId: 't2' });
  });

  it('makes none of an event of another type or without a clinician to tell', () => {
    expect(notificationOf(event('clients.clientViewed', { clientId: 'c1', clinicianId: 'pro' }))).toBeNull();
    expect(notificationOf(event('clients.clientMessageReceived', { clientId: 'c1' }))).toBeNull();
    // Answers the clinician entered themself tell nobody.
    expect(notificationOf(event('outcomes.resultCreated', { clientId: 'c1', clinicianId: 'pro', clientOutcomeId: 'o1', source: 'clinician' }))).toBeNull();
  });
});
