import { z } from 'zod';

/** Sharing level of a team or organisation resource (spec sections 3 and 6). */
export const shareLevelSchema = z.union([z.literal(false), z.literal('readOnly'), z.literal('readWrite')]);
export type ShareLevel = z.infer<typeof shareLevelSchema>;

/** The order a manager's toggle cycles through: readWrite -> false -> readOnly -> readWrite. */
export const SHARE_LEVEL_CYCLE: readonly ShareLevel[] = ['readWrite', false, 'readOnly'];

export const SHARED_RESOURCE_FLAGS = [
  'teamExercises',
  'orgExercises',
  'teamFolders',
  'orgFolders',
  'teamEducation',
  'orgEducation',
  'teamOutcomes',
  'orgOutcomes',
] as const;
export const BOOLEAN_FLAGS = ['teamClients', 'teamSwap', 'restrictPhi', 'secondaryAuth', 'teamHeaderFooter'] as const;

export const staffPermissionsSchema = z.object({
  teamExercises: shareLevelSchema,
  orgExercises: shareLevelSchema,
  teamFolders: shareLevelSchema,
  orgFolders: shareLevelSchema,
  teamEducation: shareLevelSchema,
  orgEducation: shareLevelSchema,
  teamOutcomes: shareLevelSchema,
  orgOutcomes: shareLevelSchema,
  teamClients: z.boolean(),
  teamSwap: z.boolean(),
  restrictPhi: z.boolean(),
  secondaryAuth: z.boolean(),
  teamHeaderFooter: z.boolean(),
});
export type StaffPermissions = z.infer<typeof staffPermissionsSchema>;

/** New teams default to everything readWrite and shared clients on (spec section 3). */
export const DEFAULT_TEAM_PERMISSIONS: StaffPermissions = {
  teamExercises: 'readWrite',
  orgExercises: 'readWrite',
  teamFolders: 'readWrite',
  orgFolders: 'readWrite',
  teamEducation: 'readWrite',
  orgEducation: 'readWrite',
  teamOutcomes: 'readWrite',
  orgOutcomes: 'readWrite',
  teamClients: true,
  teamSwap: false,
  restrictPhi: false,
  secondaryAuth: false,
  teamHeaderFooter: false,
};

/** A non-staff clinician shares nothing with anybody. */
export const NO_SHARING: StaffPermissions = {
  teamExercises: false,
  orgExercises: false,
  teamFolders: false,
  orgFolders: false,
  teamEducation: false,
  orgEducation: false,
  teamOutcomes: false,
  orgOutcomes: false,
  teamClients: false,
  teamSwap: false,
  restrictPhi: false,
  secondaryAuth: false,
  teamHeaderFooter: false,
};

/**
 * An account's effective access, as the teams service answers it: the team and organisation it
 * belongs to (null for solo clinicians) and the permission flags (team defaults with the staff
 * member's own overrides applied).
 */
export const effectivePermissionsSchema = z.object({
  accountId: z.string(),
  teamId: z.string().nullable(),
  orgId: z.string().nullable(),
  /** Account ids of the team's members (for team-shared data). */
  teamMemberIds: z.array(z.string()),
  permissions: staffPermissionsSchema,
});
export type EffectivePermissions = z.infer<typeof effectivePermissionsSchema>;

/** The level a manager's toggle moves to from `level`, following SHARE_LEVEL_CYCLE. */
export function nextShareLevel(level: ShareLevel): ShareLevel {
  const index = SHARE_LEVEL_CYCLE.indexOf(level);
  return SHARE_LEVEL_CYCLE[(index + 1) % SHARE_LEVEL_CYCLE.length]!;
}

/**
 * A member's permissions: each flag is the member's own value when one is set (not null or
 * undefined), else the team default.
 */
export function resolvePermissions(
  teamDefaults: StaffPermissions,
  overrides: { [K in keyof StaffPermissions]?: StaffPermissions[K] | null },
): StaffPermissions {
  const resolved = { ...teamDefaults };
  for (const key of Object.keys(teamDefaults) as (keyof StaffPermissions)[]) {
    const own = overrides[key];
    if (own !== null && own !== undefined) {
      (resolved as Record<keyof StaffPermissions, StaffPermissions[keyof StaffPermissions]>)[key] = own;
    }
  }
  return resolved;
}
