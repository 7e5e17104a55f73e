import { z } from 'zod';
import { idSchema, text } from '../common.js';
import { requestMetaSchema } from '../rpc.js';

/**
 * Internal calls the teams service makes for the manager's API, answered by the services that
 * own the data: staff accounts, plans and sessions (auth), clients' primary contact (clients).
 * Callers have checked that the manager owns the staff member; these check nothing else.
 */
export const STAFF_ACCOUNT_SUBJECTS = {
  /** StaffAccountsRequest -> `{ accounts: StaffAccount[] }` (unknown ids are left out). */
  accounts: 'auth.internal.staffAccounts',
  /** `{ accountId }` -> ManagerPlan: the manager's seats, invitation allowance and trial. */
  managerPlan: 'auth.internal.managerPlan',
  /**
   * `{ accountId }` -> `{ ok }`: a staff account closed by its manager; every session ends at once
   * and signing in answers the staff-closed notice. Closing a closed account changes nothing.
   */
  closeStaff: 'auth.internal.closeStaff',
  /**
   * TeamSwapSessionRequest -> `{ sid, body: SignedIn }`: the team-mate's password checked (with the
   * sign-in attempt limits), a session of the team-mate made and the caller's ended. A wrong
   * password: ERRPERMISSION `{ key: 'wrongPassword' }` (the caller's session stays).
   */
  swapSession: 'auth.internal.swapSession',
} as const;

export const staffAccountsRequestSchema = z.object({ ids: z.array(idSchema).max(1000) });
export const staffAccountSchema = z.object({
  id: z.string(),
  type: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  secondaryAuth: z.boolean(),
  lastLogin: z.string().nullable(),
  closed: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountsReplySchema = z.object({ accounts: z.array(staffAccountSchema) });
export type StaffAccountsReply = z.infer<typeof staffAccountsReplySchema>;

export const accountIdRequestSchema = z.object({ accountId: idSchema });

export const managerPlanSchema = z.object({
  seats: z.number().int().min(0),
  /** Invitations the plan allows in all; null: unlimited. */
  teamInvitations: z.number().int().min(0).nullable(),
  trialUntil: z.string().nullable(),
  /** The outside billing system's page. */
  billingUrl: z.string().nullable(),
});
export type ManagerPlan = z.infer<typeof managerPlanSchema>;

export const teamSwapSessionRequestSchema = z.object({
  /** The caller (already checked to be a team-mate of `mateId` with teamSwap on). */
  accountId: idSchema,
  sessionId: text(200),
  mateId: idSchema,
  password: text(256).min(1),
  meta: requestMetaSchema,
});
export type TeamSwapSessionRequest = z.infer<typeof teamSwapSessionRequestSchema>;

export const CLIENT_OWNER_SUBJECTS = {
  /** `{ accountId }` -> `{ total }`: the clients (archived too) the account is the primary contact of. */
  ownedCount: 'clients.internal.ownedCount',
  /**
   * ReassignClientsRequest -> `{ reassigned }`: every client of `fromAccountId` gets `toAccountId`
   * as its primary contact (a member leaving their clients behind in their team).
   */
  reassign: 'clients.internal.reassignOwner',
} as const;

export const reassignClientsRequestSchema = z.strictObject({ fromAccountId: idSchema, toAccountId: idSchema });
export type ReassignClientsRequest = z.infer<typeof reassignClientsRequestSchema>;
