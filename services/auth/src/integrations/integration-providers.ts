import { Injectable } from '@nestjs/common';
import { TEST_INTEGRATION_PROVIDER_ID, type IntegrationProvider } from '@openset/contracts';
import { authConfig } from '../auth.config.js';

/**
 * The providers one may connect (spec sections 1 and 2: several named EMR / practice-management
 * systems). None is connected yet, so the list is empty; a provider is added here with what it
 * needs, and its own connect flow calls `IntegrationsService.connect`.
 */
export const INTEGRATION_PROVIDERS: readonly IntegrationProvider[] = [];

/** The provider the test hooks connect: a stack with test hooks knows it, never production, and it is never offered. */
const TEST_PROVIDER: IntegrationProvider = { id: TEST_INTEGRATION_PROVIDER_ID, name: 'Test EMR', needs: [] };

@Injectable()
export class IntegrationProviders {
  private readonly known: readonly IntegrationProvider[] = authConfig.testHooks ? [...INTEGRATION_PROVIDERS, TEST_PROVIDER] : INTEGRATION_PROVIDERS;

  /** What the settings screen offers to connect. */
  offered(): IntegrationProvider[] {
    return [...INTEGRATION_PROVIDERS];
  }

  find(id: string): IntegrationProvider | undefined {
    return this.known.find((provider) => provider.id === id);
  }
}
