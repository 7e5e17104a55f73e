import { z } from 'zod';
import { text } from '../common.js';

/**
 * Team swap (spec sections 2, 6 and 7, /clinician/team): with teamSwap on, staff sharing one
 * terminal hand it over without signing out: the team-mate types their own password and the
 * session becomes theirs. A 401 while the swap dialog is open does not sign anyone out (web-kit's
 * `swapping` flag).
 */
export const teamMateSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type TeamMate = z.infer<typeof teamMateSchema>;

/** GET /clinician/team: the caller's team-mates they may swap to (none while teamSwap is off). */
export const teamSwapListSchema = z.object({
  /** The caller's teamSwap flag: the swap module exists only when it is on. */
  enabled: z.boolean(),
  items: z.array(teamMateSchema),
  total: z.number().int().min(0),
});
export type TeamSwapList = z.infer<typeof teamSwapListSchema>;

/**
 * POST /clinician/team/swap/{id}: the team-mate's password. Answers like a sign-in (a new session
 * cookie, the team-mate's profile); the caller's session ends. Wrong password: ERRPERMISSION
 * `details: { key: 'wrongPassword' }` (not ERRAUTH: the caller stays signed in); teamSwap off or
 * not a team-mate: ERRPERMISSION.
 */
export const teamSwapSchema = z.strictObject({ password: text(256).min(1) });
export type TeamSwap = z.infer<typeof teamSwapSchema>;
