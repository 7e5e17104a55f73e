import { z } from 'zod';
import { idSchema, plainText } from '../common.js';
import { shareLevelSchema, staffPermissionsSchema, type StaffPermissions } from './permissions.js';

/**
 * The six team colours new teams cycle through (spec section 9). Each keeps a contrast ratio of at
 * least 4.5:1 against white text (WCAG AA), and red is left out so a team never looks like an error.
 */
export const TEAM_COLOURS = ['#1565C0', '#00695C', '#6A1B9A', '#B45309', '#AD1457', '#2E7D32'] as const;
export const teamColourSchema = z.enum(TEAM_COLOURS);
export type TeamColour = z.infer<typeof teamColourSchema>;

/** The colour of an organisation's next team: the cycle continues from the number of teams it has. */
export function teamColourAt(index: number): TeamColour {
  return TEAM_COLOURS[((index % TEAM_COLOURS.length) + TEAM_COLOURS.length) % TEAM_COLOURS.length]!;
}

export const TEAM_TITLE_MAX = 100;
export const teamTitleSchema = plainText(TEAM_TITLE_MAX).pipe(z.string().min(1));

/** Team (spec section 3): its own fields plus the permission flags its members inherit. */
export const teamSchema = staffPermissionsSchema.extend({
  id: z.string(),
  orgId: z.string(),
  title: z.string(),
  colour: teamColourSchema,
  /** Resource id of the team logo, if one was uploaded. */
  logoResourceId: z.string().nullable(),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * A staff member's own settings: for each flag, a value that wins over the team default, or null
 * to inherit it.
 */
export const permissionOverridesSchema = z.object({
  teamExercises: shareLevelSchema.nullable(),
  orgExercises: shareLevelSchema.nullable(),
  teamFolders: shareLevelSchema.nullable(),
  orgFolders: shareLevelSchema.nullable(),
  teamEducation: shareLevelSchema.nullable(),
  orgEducation: shareLevelSchema.nullable(),
  teamOutcomes: shareLevelSchema.nullable(),
  orgOutcomes: shareLevelSchema.nullable(),
  teamClients: z.boolean().nullable(),
  teamSwap: z.boolean().nullable(),
  restrictPhi: z.boolean().nullable(),
  secondaryAuth: z.boolean().nullable(),
  teamHeaderFooter: z.boolean().nullable(),
});
export type PermissionOverrides = z.infer<typeof permissionOverridesSchema>;
// Fails to compile when a flag is added to staffPermissionsSchema and not here (or the other way).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const overridesCoverEveryFlag: SameKeys<PermissionOverrides, StaffPermissions> = true;
void overridesCoverEveryFlag;

export const membershipSchema = z.object({
  accountId: z.string(),
  teamId: z.string(),
  orgId: z.string(),
  overrides: permissionOverridesSchema,
  joinedAt: z.string(),
  /** The team the member left when this call moved them, else null. */
  previousTeamId: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

// Internal calls (TEAMS_SUBJECTS). Strict: a caller's typo must not pass silently.

export const createOrgRequestSchema = z.strictObject({
  /** The manager account that owns the organisation (one organisation per manager). */
  ownerId: idSchema,
  title: teamTitleSchema,
});
export type CreateOrgRequest = z.infer<typeof createOrgRequestSchema>;
export const createOrgResponseSchema = z.object({ id: z.string() });

export const createTeamRequestSchema = z.strictObject({
  orgId: idSchema,
  title: teamTitleSchema,
  /** Omitted: the next colour of the cycle. */
  colour: teamColourSchema.optional(),
});
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

export const updateTeamRequestSchema = z.strictObject({
  teamId: idSchema,
  title: teamTitleSchema.optional(),
  colour: teamColourSchema.optional(),
  logoResourceId: idSchema.nullable().optional(),
  ...staffPermissionsSchema.partial().shape,
});
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

export const addMemberRequestSchema = z.strictObject({ teamId: idSchema, accountId: idSchema });
export type AddMemberRequest = z.infer<typeof addMemberRequestSchema>;

export const setMemberPermissionsRequestSchema = z.strictObject({
  accountId: idSchema,
  /** Only the flags named change; a null puts the flag back to the team default. */
  overrides: z.strictObject(permissionOverridesSchema.partial().shape),
});
export type SetMemberPermissionsRequest = z.infer<typeof setMemberPermissionsRequestSchema>;
