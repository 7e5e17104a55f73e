import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { INTEGRATION_ERRORS, INTEGRATION_STATUSES } from '@openset/contracts';
import { AccountSchema } from '../accounts/account.entity.js';

/**
 * An account's integration with a provider. A removed one is kept (when, and with which
 * provider) but no longer listed; at most one row per account is live (a partial unique index).
 */
export const IntegrationSchema = defineEntity({
  name: 'Integration',
  tableName: 'integrations',
  properties: {
    id: p.uuid().primary(),
    account: p.manyToOne(AccountSchema).ref(),
    providerId: p.text(),
    status: p.enum(INTEGRATION_STATUSES),
    /** Why it is paused; null otherwise. */
    error: p.enum(INTEGRATION_ERRORS).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    removedAt: p.datetime().nullable(),
  },
});

export type IntegrationRow = InferEntity<typeof IntegrationSchema>;
