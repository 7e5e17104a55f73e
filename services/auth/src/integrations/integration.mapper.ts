import type { Integration } from '@openset/contracts';
import type { IntegrationProviders } from './integration-providers.js';
import type { IntegrationRow } from './integration.entity.js';

/** A live row as the list shows it; a provider no longer known is named by its id. */
export function toIntegration(row: IntegrationRow, providers: IntegrationProviders): Integration {
  if (row.status === 'removed') throw new Error(`Integration ${row.id} is removed: it is not shown`);
  return {
    id: row.id,
    providerId: row.providerId,
    providerName: providers.find(row.providerId)?.name ?? row.providerId,
    status: row.status,
    error: row.status === 'paused' ? (row.error ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
