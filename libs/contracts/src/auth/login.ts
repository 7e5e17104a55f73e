import { z } from 'zod';
import { text } from '../common.js';
import { roleSchema, accountTypeSchema } from '../principal.js';
import { clinicianProfileSchema, managerProfileSchema } from './profile.js';

export const loginRequestSchema = z.strictObject({
  /** Username or e-mail. */
  token: text(254, { trim: true }).min(1),
  password: text(256).min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signedInSchema = z.object({
  outcome: z.literal('success'),
  role: roleSchema,
  profile: z.union([clinicianProfileSchema, managerProfileSchema]),
  csrfToken: z.string(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * Login outcomes of spec section 4. A closed account gets no session: professional and trial
 * accounts are sent to the billing page (checkoutUri), students and staff get a notice.
 */
export const loginResponseSchema = z.discriminatedUnion('outcome', [
  signedInSchema,
  z.object({
    outcome: z.literal('closed'),
    type: accountTypeSchema,
    checkoutUri: z.string().nullable(),
  }),
  z.object({
    outcome: z.literal('secondaryAuth'),
    secondaryAuthRequired: z.literal(true),
    username: z.string(),
    /** Masked, e.g. p***@example.test */
    email: z.string(),
    /** Names this pending sign-in for `POST /login/secondary`; opens nothing without the e-mailed code. */
    challenge: z.string(),
  }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const bootstrapResponseSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(false) }),
  z.object({
    authenticated: z.literal(true),
    role: roleSchema,
    accountId: z.string(),
    csrfToken: z.string(),
  }),
]);
export type BootstrapResponse = z.infer<typeof bootstrapResponseSchema>;

export const pingResponseSchema = z.object({ ok: z.literal(true), serverTime: z.string() });
