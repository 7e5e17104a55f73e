import { z } from 'zod';
import { billingSchema } from './profile.js';

/**
 * Who pays for a clinician's account: the clinician through the billing system (professional,
 * trial), their clinic's manager (staff), nobody (a free student account, the demo).
 */
export const BILLING_PAYERS = ['self', 'clinic', 'student', 'demo'] as const;
export type BillingPayer = (typeof BILLING_PAYERS)[number];

/**
 * `GET /clinician/billing`: the plan and its status, the trial's end and days left, and the
 * billing system's address for those who pay themselves (null for everybody else).
 */
export const clinicianBillingSchema = z.object({
  plan: z.string().nullable(),
  status: billingSchema.shape.status,
  trialUntil: z.string().nullable(),
  trialDaysLeft: z.number().int().min(0).nullable(),
  payer: z.enum(BILLING_PAYERS),
  billingUrl: z.string().nullable(),
});
export type ClinicianBilling = z.infer<typeof clinicianBillingSchema>;

/** Why a clinician has no referral link: their account is not one they pay for. */
export const REFERRAL_UNAVAILABLE_REASONS = ['staff', 'student', 'demo'] as const;

/**
 * `GET /clinician/referral`: a professional's or trial's referral code (made on the first call,
 * the same ever after), the sign-up link carrying it and how many accounts signed up through it;
 * for the other types, why there is none.
 */
export const referralSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    code: z.string(),
    link: z.string(),
    signUps: z.number().int().min(0),
  }),
  z.object({ available: z.literal(false), reason: z.enum(REFERRAL_UNAVAILABLE_REASONS) }),
]);
export type Referral = z.infer<typeof referralSchema>;
