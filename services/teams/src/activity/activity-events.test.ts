import { describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@openset/contracts';
import { activityEntryOf } from './activity-events.js';

const event = (overrides: Partial<DomainEvent>): DomainEvent => ({
  id: '7b0f3a52-29a8-4b44-9b1c-0f6d1c7f0b11',
  type: 'clients.clientViewed',
  occurredAt: '2026-12-02T09:00:00.000Z',
  actorId: 'staff-1',
  orgId: 'org-1',
  teamId: 'team-1',
  data: { clientId: 'client-1' },
  ...overrides,
});

describe('activityEntryOf', () => {
  it("makes a client view the staff member's entry: action, object, reference, client", () => {
    expect(activityEntryOf(event({}))).toEqual({
      id: '7b0f3a52-29a8-4b44-9b1c-0f6d1c7f0b11',
      orgId: 'org-1',
      teamId: 'team-1',
      staffId: 'staff-1',
      action: 'viewed',
      object: 'client',
      reference: 'client-1',
      clientId: 'client-1',
      ip: null,
      occurredAt: new Date('2026-12-02T09:00:00.000Z'),
    });
  });

  it('names a set by its id and keeps its client, and the address when the event carries one', () => {
    expect(activityEntryOf(event({ type: 'sets.clientSetEmailed', data: { setId: 'set-1', clientId: 'client-1', ip: '203.0.113.7' } }))).toMatchObject({
      action: 'emailed',
      object: 'exerciseSet',
      reference: 'set-1',
      clientId: 'client-1',
      ip: '203.0.113.7',
    });
  });

  it('names an outcome measure by its client outcome, with its client and the address', () => {
    const data = { clientOutcomeId: 'outcome-1', clientId: 'client-1', ip: '198.18.0.9' };
    expect(activityEntryOf(event({ type: 'outcomes.outcomeViewed', data }))).toMatchObject({
      action: 'viewed',
      object: 'outcomeMeasure',
      reference: 'outcome-1',
      clientId: 'client-1',
      ip: '198.18.0.9',
    });
  });

  it("keeps no entry for what is not staff's work on a client, a set or an outcome measure", () => {
    expect(activityEntryOf(event({ type: 'clients.clientDeleted' }))).toBeNull();
    expect(activityEntryOf(event({ type: 'teams.teamCreated' }))).toBeNull();
    expect(activityEntryOf(event({ orgId: null }))).toBeNull();
    expect(activityEntryOf(event({ actorId: null }))).toBeNull();
    expect(activityEntryOf(event({ data: {} }))).toBeNull();
  });
});
