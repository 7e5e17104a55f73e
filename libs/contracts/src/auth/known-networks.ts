import { z } from 'zod';
import { idSchema, listOf } from '../common.js';

/**
 * A network the account finished signing in from in the last KNOWN_NETWORK_DAYS (spec section 2,
 * Settings > Security): an IPv4 address as it is, an IPv6 address as its /64. Under the team's
 * rule no code is asked there; forgetting it asks for one at the next sign-in there again.
 */
export const knownNetworkSchema = z.object({
  id: z.string(),
  network: z.string(),
  lastSeenAt: z.string(),
  /** The network of the call that asked for the list. */
  current: z.boolean(),
});
export type KnownNetwork = z.infer<typeof knownNetworkSchema>;

export const knownNetworkListSchema = listOf(knownNetworkSchema);
export type KnownNetworkList = z.infer<typeof knownNetworkListSchema>;

export const knownNetworkParamsSchema = z.strictObject({ id: idSchema });
