import { z } from 'zod';
import { idSchema, listOf, text } from '../common.js';

/**
 * Integrations with an electronic medical record or practice-management system (spec sections 2,
 * 3, 4 and 8). An account has at most one live integration; the profile's `emr` names its
 * provider and `emrEnabled` is true only while it is enabled. No provider is connected yet: the
 * list of providers is empty, and the state machine below waits for them.
 */

/** Section 4: enabled; paused on error; restarted; removed. */
export const INTEGRATION_STATUSES = ['enabled', 'paused', 'removed'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** Why an integration was paused (section 8's dialogs): the provider's permission is missing, or the provider failed. */
export const INTEGRATION_ERRORS = ['permissionMissing', 'providerError'] as const;
export type IntegrationError = (typeof INTEGRATION_ERRORS)[number];

/** What a provider needs before it can be connected: a key of the provider, or a permission granted on the provider's side. */
export const INTEGRATION_NEEDS = ['apiKey', 'providerPermission'] as const;
export type IntegrationNeed = (typeof INTEGRATION_NEEDS)[number];

/** What the remove dialog asks to be typed (spec section 5). */
export const REMOVE_CONFIRMATION = 'REMOVE';

export const integrationProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  needs: z.array(z.enum(INTEGRATION_NEEDS)),
});
export type IntegrationProvider = z.infer<typeof integrationProviderSchema>;

/** A live integration of the account (a removed one is no longer listed). */
export const integrationSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  status: z.enum(['enabled', 'paused']),
  /** Set while paused: why. */
  error: z.enum(INTEGRATION_ERRORS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;

/** `GET /clinician/integrations`: the account's integrations, and the providers one may connect. */
export const integrationListSchema = listOf(integrationSchema).extend({ providers: z.array(integrationProviderSchema) });
export type IntegrationList = z.infer<typeof integrationListSchema>;

/** `PUT /clinician/emr/:type`: the provider's id. */
export const integrationTypeParamsSchema = z.strictObject({ type: idSchema });

/** What a provider that needs an API key is given (spec section 7: "integrate, with a key"). */
export const integrationConnectBodySchema = z.strictObject({ key: text(500).min(1).optional() });
export type IntegrationConnect = z.infer<typeof integrationConnectBodySchema>;

/** `DELETE /clinician/emr?confirm=REMOVE`: anything else is ERRVALIDATION. */
export const integrationRemoveQuerySchema = z.strictObject({ confirm: z.literal(REMOVE_CONFIRMATION) });

/**
 * Test-only subjects (OPENSET_TEST_HOOKS=1, never in production): what a provider will do once
 * one exists, so the routes can be tested through the running stack. `connect` enables an
 * integration of the test provider for an account; `fail` reports an error for one, which pauses it.
 */
export const INTEGRATION_TEST_SUBJECTS = {
  connect: 'auth.test.integrations.connect',
  fail: 'auth.test.integrations.fail',
} as const;
/** The provider the test hooks connect; known only to a stack started with test hooks. */
export const TEST_INTEGRATION_PROVIDER_ID = 'testEmr';
export const integrationConnectRequestSchema = z.strictObject({ accountId: z.uuid() });
export const integrationFailRequestSchema = z.strictObject({ accountId: z.uuid(), integrationId: z.uuid(), error: z.enum(INTEGRATION_ERRORS) });
