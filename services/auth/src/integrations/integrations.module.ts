import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { authConfig } from '../auth.config.js';
import { IntegrationProviders } from './integration-providers.js';
import { IntegrationTestHooks } from './integration-test-hooks.handlers.js';
import { IntegrationsHandlers } from './integrations.handlers.js';
import { IntegrationsService } from './integrations.service.js';

/** EMR / practice-management integrations: the providers, each account's integration and its state. */
@Module({
  imports: [OutboxModule],
  controllers: [IntegrationsHandlers, ...(authConfig.testHooks ? [IntegrationTestHooks] : [])],
  providers: [IntegrationsService, IntegrationProviders],
  exports: [IntegrationsService],
})
export class IntegrationsModule {}
