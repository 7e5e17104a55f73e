import { z } from 'zod';
import { langSchema } from './common.js';

export const CLINICIAN_TYPES = ['professional', 'staff', 'student', 'trial', 'demo'] as const;
export const ACCOUNT_TYPES = [...CLINICIAN_TYPES, 'manager', 'admin'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;
export type ClinicianType = (typeof CLINICIAN_TYPES)[number];

/** Roles of accounts; a portal session's principal has the role `client` (see principalSchema). */
export const ROLES = ['clinician', 'manager', 'admin', 'client'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export function roleOf(type: AccountType): Role {
  if (type === 'manager') return 'manager';
  if (type === 'admin') return 'admin';
  return 'clinician';
}

export function isClinicianType(type: AccountType | 'client'): type is ClinicianType {
  return (CLINICIAN_TYPES as readonly string[]).includes(type);
}

/**
 * Who is asking. The gateway resolves it from the session (or API key) and passes it with
 * every call; services decide access from it and never trust ids in the body for ownership.
 */
export const principalSchema = z.object({
  /** The account; for a client signed in to the portal, the client's id. */
  accountId: z.string(),
  /** `client` for a portal session (role `client`): it passes only routes of access `portal`. */
  type: z.union([accountTypeSchema, z.literal('client')]),
  role: roleSchema,
  sessionId: z.string(),
  lang: langSchema,
  /** Set while a staff member works as a team-mate through a team swap. */
  swappedFrom: z.string().optional(),
  /** Portal sessions: the clinician the client belongs to. */
  ownerId: z.string().optional(),
});
export type Principal = z.infer<typeof principalSchema>;
