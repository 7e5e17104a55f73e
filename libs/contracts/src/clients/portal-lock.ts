import { z } from 'zod';

/**
 * Where a client's portal username is locked out (ten wrong keys from one address lock it there
 * only, for six hours): how many addresses, and when the last lock ends. Addresses are kept as
 * digests, so they are counted, never shown.
 */
export const portalLockSchema = z.object({
  locked: z.boolean(),
  addresses: z.number().int().min(0),
  until: z.string().nullable(),
});
export type PortalLock = z.infer<typeof portalLockSchema>;
