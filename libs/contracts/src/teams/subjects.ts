import { z } from 'zod';

/** Internal calls of the teams service (not exposed over HTTP). */
export const TEAMS_SUBJECTS = {
  /** Answers EffectivePermissions for `{ accountId }`. */
  permissionsOf: 'teams.permissions.of',
  health: 'teams.health',
} as const;

export const permissionsOfRequestSchema = z.object({ accountId: z.string() });
export type PermissionsOfRequest = z.infer<typeof permissionsOfRequestSchema>;
