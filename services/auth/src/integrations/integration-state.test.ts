import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@openset/server-kit';
import { nextIntegrationState, type IntegrationEvent, type IntegrationState } from './integration-state.js';

const enabled: IntegrationState = { status: 'enabled' };
const paused: IntegrationState = { status: 'paused', error: 'permissionMissing' };
const removed: IntegrationState = { status: 'removed' };
const events: Record<IntegrationEvent['type'], IntegrationEvent> = {
  connect: { type: 'connect' },
  error: { type: 'error', error: 'providerError' },
  restart: { type: 'restart' },
  remove: { type: 'remove' },
};

/** Every state against every event: what the machine answers, `refused` for ERROPERATION. */
const table: [string, IntegrationState | null, IntegrationEvent['type'], IntegrationState | 'refused'][] = [
  ['none', null, 'connect', enabled],
  ['none', null, 'error', 'refused'],
  ['none', null, 'restart', 'refused'],
  ['none', null, 'remove', 'refused'],
  ['enabled', enabled, 'connect', 'refused'],
  ['enabled', enabled, 'error', { status: 'paused', error: 'providerError' }],
  ['enabled', enabled, 'restart', 'refused'],
  ['enabled', enabled, 'remove', removed],
  ['paused', paused, 'connect', 'refused'],
  ['paused', paused, 'error', 'refused'],
  ['paused', paused, 'restart', enabled],
  ['paused', paused, 'remove', removed],
  ['removed', removed, 'connect', 'refused'],
  ['removed', removed, 'error', 'refused'],
  ['removed', removed, 'restart', 'refused'],
  ['removed', removed, 'remove', 'refused'],
];

function outcome(state: IntegrationState | null, event: IntegrationEvent): IntegrationState | string {
  try {
    return nextIntegrationState(state, event);
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
}

describe('integration state machine (spec section 4)', () => {
  it.each(table)('%s + %s', (_name, state, event, expected) => {
    expect(outcome(state, events[event])).toEqual(expected === 'refused' ? 'ERROPERATION' : expected);
  });

  it('keeps why a paused integration was paused, for its dialog', () => {
    expect(nextIntegrationState(enabled, { type: 'error', error: 'permissionMissing' })).toEqual({ status: 'paused', error: 'permissionMissing' });
  });

  it('names the refused transition in the error', () => {
    expect(() => nextIntegrationState(enabled, events.restart)).toThrow('An integration that is enabled cannot restart');
  });
});
