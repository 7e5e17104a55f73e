import { z } from 'zod';
import { idSchema } from '../common.js';

/**
 * Internal calls of the teams service (not exposed over HTTP). Callers are trusted infrastructure
 * (other services, the gateway's manager routes, tests): payloads are plain objects, not RpcRequest,
 * and whoever exposes them to a person checks that person's access first.
 */
export const TEAMS_SUBJECTS = {
  /** Answers EffectivePermissions for `{ accountId }`. */
  permissionsOf: 'teams.permissions.of',
  /** CreateOrgRequest -> `{ id }`. ERROPERATION when the owner already has an organisation. */
  createOrg: 'teams.orgs.create',
  /** CreateTeamRequest -> Team. ERRNOTFOUND for an unknown organisation. */
  createTeam: 'teams.teams.create',
  /** `{ teamId }` -> Team (its organisation included). ERRNOTFOUND for an unknown team. */
  teamOf: 'teams.teams.of',
  /** UpdateTeamRequest -> Team. ERRNOTFOUND for an unknown team. */
  updateTeam: 'teams.teams.update',
  /**
   * AddMemberRequest -> Membership. A member of another team is moved (one team at a time) and
   * inherits the new team's defaults; adding a member to their own team changes nothing.
   */
  addMember: 'teams.members.add',
  /** SetMemberPermissionsRequest -> Membership. ERRNOTFOUND when the account is in no team. */
  setMemberPermissions: 'teams.members.setPermissions',
  /**
   * Event (every copy of every service hears it): someone's effective permissions changed
   * (`PermissionsChanged`). Services that keep permissions for a few seconds drop them.
   */
  permissionsChanged: 'teams.permissions.changed',
  health: 'teams.health',
} as const;

export const teamOfRequestSchema = z.object({ teamId: idSchema });

export const permissionsOfRequestSchema = z.object({ accountId: idSchema });
export type PermissionsOfRequest = z.infer<typeof permissionsOfRequestSchema>;

/** Whose permissions changed: the accounts named, or every member of the team. */
export const permissionsChangedSchema = z.object({
  accountIds: z.array(z.string()).optional(),
  teamId: z.string().optional(),
});
export type PermissionsChanged = z.infer<typeof permissionsChangedSchema>;
