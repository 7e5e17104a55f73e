import { Controller } from '@nestjs/common';
import { INTEGRATION_TEST_SUBJECTS, integrationConnectRequestSchema, integrationFailRequestSchema, TEST_INTEGRATION_PROVIDER_ID, type Integration } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { IntegrationsService } from './integrations.service.js';

/**
 * Test-only (registered with OPENSET_TEST_HOOKS=1 outside production): what a provider will do
 * once one exists, connect and report an error, through the same service calls a provider's flow
 * will make, so the routes are tested on real rows.
 */
@Controller()
export class IntegrationTestHooks {
  constructor(private readonly integrations: IntegrationsService) {}

  @Handle(INTEGRATION_TEST_SUBJECTS.connect, { transaction: true })
  connect(payload: unknown): Promise<Integration> {
    const { accountId } = parseOrThrow(integrationConnectRequestSchema, payload);
    return this.integrations.connect(accountId, TEST_INTEGRATION_PROVIDER_ID, { actorId: accountId, ip: null });
  }

  @Handle(INTEGRATION_TEST_SUBJECTS.fail, { transaction: true })
  fail(payload: unknown): Promise<Integration> {
    const { accountId, integrationId, error } = parseOrThrow(integrationFailRequestSchema, payload);
    return this.integrations.reportError(accountId, integrationId, error);
  }
}
