import type { IntegrationError } from '@openset/contracts';
import { operationRefused } from '@openset/server-kit';

/**
 * The life of an integration (spec section 4: enabled; paused on error; restarted; removed), as
 * a pure function so every transition is tested without a provider or a database.
 *
 *   (none) --connect--> enabled --error--> paused(error) --restart--> enabled
 *   enabled | paused --remove--> removed (final)
 *
 * Anything else is refused with ERROPERATION: a paused integration runs nothing, so it reports no
 * further error; an enabled one has nothing to restart; a removed one is gone.
 */
export type IntegrationState = { status: 'enabled' } | { status: 'paused'; error: IntegrationError } | { status: 'removed' };

export type IntegrationEvent = { type: 'connect' } | { type: 'error'; error: IntegrationError } | { type: 'restart' } | { type: 'remove' };

/** The state after `event`, from `state` (null: no integration yet). Throws ERROPERATION for a transition the machine has not. */
export function nextIntegrationState(state: IntegrationState | null, event: IntegrationEvent): IntegrationState {
  const from = state?.status ?? 'none';
  switch (event.type) {
    case 'connect':
      if (from === 'none') return { status: 'enabled' };
      break;
    case 'error':
      if (from === 'enabled') return { status: 'paused', error: event.error };
      break;
    case 'restart':
      if (from === 'paused') return { status: 'enabled' };
      break;
    case 'remove':
      if (from === 'enabled' || from === 'paused') return { status: 'removed' };
      break;
  }
  throw operationRefused(`An integration that is ${from} cannot ${event.type}`, { from, event: event.type });
}
