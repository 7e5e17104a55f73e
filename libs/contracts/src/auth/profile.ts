import { z } from 'zod';
import { emailSchema, idSchema, langSchema, plainText, text } from '../common.js';
import { accountTypeSchema } from '../principal.js';
import { shareLevelSchema } from '../teams/permissions.js';
import { MIN_PASSWORD_LENGTH } from './password-plain.js';

/** Idle timeout in minutes: 15 minutes to 12 hours (spec section 5). */
export const IDLE_TIMEOUT_MIN = 15;
export const IDLE_TIMEOUT_MAX = 12 * 60;
export const timeoutSchema = z.number().int().min(IDLE_TIMEOUT_MIN).max(IDLE_TIMEOUT_MAX);

export const passwordSchema = text(256).min(MIN_PASSWORD_LENGTH);

export const usernameSchema = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits and . _ @ - only');

export const billingSchema = z.object({
  plan: z.string().nullable(),
  status: z.enum(['none', 'trialing', 'active', 'pastDue', 'cancelled']),
});

const staffFields = {
  restrictPhi: z.boolean().optional(),
  teamHeaderFooter: z.boolean().optional(),
  teamExercises: shareLevelSchema.optional(),
  orgExercises: shareLevelSchema.optional(),
  teamClients: z.boolean().optional(),
  teamFolders: shareLevelSchema.optional(),
  teamSwap: z.boolean().optional(),
  orgFolders: shareLevelSchema.optional(),
  teamEducation: shareLevelSchema.optional(),
  orgEducation: shareLevelSchema.optional(),
  teamOutcomes: shareLevelSchema.optional(),
  orgOutcomes: shareLevelSchema.optional(),
  /** The team's rule: a code at sign-in from a network not recognised, whatever `secondaryAuth` says. */
  teamSecondaryAuth: z.boolean().optional(),
};

/** Profile (clinician), spec section 3. Staff profiles also carry the permission flags. */
export const clinicianProfileSchema = z.object({
  id: z.string(),
  type: accountTypeSchema,
  closed: z.boolean(),
  timeout: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  showWelcome: z.boolean(),
  clientEmailBody: z.string(),
  clientEmailSig: z.string(),
  clientEmailCC: z.string(),
  headerFooterId: z.string().nullable(),
  lang: langSchema,
  billing: billingSchema,
  secondaryAuth: z.boolean(),
  emr: z.string().nullable(),
  emrEnabled: z.boolean(),
  referral: z.string().nullable(),
  showUpdateAlert: z.boolean(),
  trialUntil: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  /** A demo account: when it is removed (its banner counts down to it). */
  demoUntil: z.string().nullable().optional(),
  ...staffFields,
});
export type ClinicianProfile = z.infer<typeof clinicianProfileSchema>;

/** What every account saves of its own profile, clinician or manager. */
const accountUpdateFields = {
  timeout: timeoutSchema.optional(),
  username: usernameSchema.optional(),
  firstname: plainText(100).optional(),
  lastname: plainText(100).optional(),
  email: emailSchema.optional(),
  lang: langSchema.optional(),
  secondaryAuth: z.boolean().optional(),
};

/**
 * The saveable fields of a clinician profile. Deliberately not strict: clients send the whole
 * profile back, and every other field is dropped here, so it is never written.
 */
export const clinicianProfileUpdateSchema = z.object({
  ...accountUpdateFields,
  showWelcome: z.boolean().optional(),
  /** An id by schema. Not yet checked to be the clinician's own: no header/footer calls exist yet. */
  headerFooterId: idSchema.nullable().optional(),
  clientEmailBody: plainText(5000).optional(),
  clientEmailSig: plainText(1000).optional(),
  clientEmailCC: z.union([z.literal(''), emailSchema]).optional(),
});
export type ClinicianProfileUpdate = z.infer<typeof clinicianProfileUpdateSchema>;

/** Profile (manager and billing-related), spec section 3. */
export const managerProfileSchema = z.object({
  id: z.string(),
  type: accountTypeSchema,
  closed: z.boolean(),
  timeout: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  lang: langSchema,
  billing: billingSchema,
  teamInvitations: z.union([z.number().int().min(0), z.literal('unlimited')]),
  activeStaff: z.number().int().min(0),
  seats: z.number().int().min(0),
  apiEnabled: z.boolean(),
  secondaryAuth: z.boolean(),
  selfServe: z.boolean(),
  trialUntil: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
});
export type ManagerProfile = z.infer<typeof managerProfileSchema>;

/** The saveable fields of a manager profile; as the clinician's, every other field is dropped. */
export const managerProfileUpdateSchema = z.object(accountUpdateFields);
export type ManagerProfileUpdate = z.infer<typeof managerProfileUpdateSchema>;

export const passwordChangeSchema = z.strictObject({
  currentPassword: text(256).min(1),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
