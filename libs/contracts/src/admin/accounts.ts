import { z } from 'zod';
import { emailSchema, idSchema, langSchema, pageQuerySchema, plainText, text } from '../common.js';
import { accountTypeSchema } from '../principal.js';
import { usernameSchema } from '../auth/profile.js';
import { teamTitleSchema } from '../teams/teams.js';

/**
 * Where an account stands: `active`; `closed` by its owner (dormant until `deleteAfter`, reopened
 * by signing in), by an administrator, or at the end of a trial.
 */
export const ACCOUNT_STATES = ['active', 'dormant', 'closed', 'trialEnded'] as const;
export const accountStateSchema = z.enum(ACCOUNT_STATES);
export type AccountState = z.infer<typeof accountStateSchema>;

/** One row of the operator's account list. Seats and staff are a manager's, null for others. */
export const adminAccountSchema = z.object({
  id: z.string(),
  type: accountTypeSchema,
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  state: accountStateSchema,
  closedAt: z.string().nullable(),
  /** When a closed account is deleted for good (six months after closing). */
  deleteAfter: z.string().nullable(),
  trialUntil: z.string().nullable(),
  seats: z.number().int().nullable(),
  activeStaff: z.number().int().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountListQuerySchema = pageQuerySchema.extend({
  /** Part of a username, e-mail or name, case- and accent-insensitive. */
  search: text(100, { trim: true }).default(''),
  type: accountTypeSchema.optional(),
});
export type AdminAccountListQuery = z.infer<typeof adminAccountListQuerySchema>;
export const adminAccountPageSchema = z.object({ items: z.array(adminAccountSchema), total: z.number().int().min(0) });
export type AdminAccountPage = z.infer<typeof adminAccountPageSchema>;

const person = {
  firstname: plainText(100).pipe(z.string().min(1)),
  lastname: plainText(100).pipe(z.string().min(1)),
  email: emailSchema,
  /** Omitted: the e-mail address is the username. */
  username: usernameSchema.optional(),
  lang: langSchema.default('en'),
};

/** `POST /admin/accounts`: a professional account; its owner gets an e-mailed link to set a password. */
export const adminAccountCreateSchema = z.strictObject(person);
export type AdminAccountCreate = z.infer<typeof adminAccountCreateSchema>;
export type AdminAccountCreateInput = z.input<typeof adminAccountCreateSchema>;

export const SEATS_MAX = 10_000;
/** `POST /admin/organisations`: an organisation, its first team and its manager (e-mailed a link to set a password). */
export const adminOrganisationCreateSchema = z.strictObject({
  title: teamTitleSchema,
  seats: z.number().int().min(0).max(SEATS_MAX),
  manager: z.strictObject(person),
});
export type AdminOrganisationCreate = z.infer<typeof adminOrganisationCreateSchema>;
export type AdminOrganisationCreateInput = z.input<typeof adminOrganisationCreateSchema>;
export const adminOrganisationCreatedSchema = z.object({ orgId: z.string(), teamId: z.string(), manager: adminAccountSchema });
export type AdminOrganisationCreated = z.infer<typeof adminOrganisationCreatedSchema>;

export const adminAccountParamsSchema = z.strictObject({ id: idSchema });
/** `PUT /admin/accounts/{id}/closed`: close (no sign-in; deleted after six months) or reopen. */
export const adminAccountClosedSchema = z.strictObject({ closed: z.boolean() });

/** A student's sign-up whose e-mail is confirmed, waiting for an administrator to look at the proof. */
export const studentRequestSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  proofName: z.string(),
  proofMime: z.string(),
  proofSize: z.number().int(),
  confirmedAt: z.string(),
});
export type StudentRequest = z.infer<typeof studentRequestSchema>;
export const studentRequestPageSchema = z.object({ items: z.array(studentRequestSchema), total: z.number().int().min(0) });
export const studentRequestParamsSchema = z.strictObject({ id: idSchema });
/** `PUT /admin/students/{id}`: approve (the account is made, its owner told) or refuse (the request and its proof go). */
export const studentDecisionSchema = z.strictObject({ approve: z.boolean() });
export const studentDecidedSchema = z.object({ accountId: z.string().nullable() });
