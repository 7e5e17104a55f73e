import { BOOLEAN_FLAGS, nextShareLevel, SHARED_RESOURCE_FLAGS, type ShareLevel, type StaffPermissions } from '@openset/contracts';

export type PermissionFlag = keyof StaffPermissions;
export type ShareFlag = (typeof SHARED_RESOURCE_FLAGS)[number];
export type BooleanFlag = (typeof BOOLEAN_FLAGS)[number];

/** The order the screens list the flags in: sharing first (team then organisation), then access. */
export const SHARE_FLAGS: readonly ShareFlag[] = SHARED_RESOURCE_FLAGS;
export const ACCESS_FLAGS: readonly BooleanFlag[] = BOOLEAN_FLAGS;

export function isShareFlag(flag: PermissionFlag): flag is ShareFlag {
  return (SHARED_RESOURCE_FLAGS as readonly string[]).includes(flag);
}

/** The string key of a sharing level (`false` is "not shared"). */
export function levelKey(level: ShareLevel): 'readWrite' | 'readOnly' | 'off' {
  return level === false ? 'off' : level;
}

/**
 * Pure: unit tested. What one press of a flag's toggle makes of its value (spec section 4):
 * sharing levels cycle readWrite -> false -> readOnly -> readWrite, the other flags flip.
 */
export function nextFlagValue<F extends PermissionFlag>(flag: F, value: StaffPermissions[F]): StaffPermissions[F] {
  if (isShareFlag(flag)) return nextShareLevel(value as ShareLevel) as StaffPermissions[F];
  return !value as StaffPermissions[F];
}

/** The permissions with one flag changed, the rest as they were. */
export function withFlag<F extends PermissionFlag>(permissions: StaffPermissions, flag: F, value: StaffPermissions[F]): StaffPermissions {
  return { ...permissions, [flag]: value };
}

/** Only the permission flags of a larger object (a team, a profile). */
export function permissionsOf(source: StaffPermissions): StaffPermissions {
  const out = {} as Record<PermissionFlag, StaffPermissions[PermissionFlag]>;
  for (const flag of [...SHARE_FLAGS, ...ACCESS_FLAGS]) out[flag] = source[flag];
  return out as StaffPermissions;
}
