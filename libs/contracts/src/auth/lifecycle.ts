import { z } from 'zod';
import { emailSchema, langSchema, plainText, text } from '../common.js';
import { uploadRefSchema } from '../files.js';
import { CLOSE_CONFIRMATION, CLOSE_REASONS, SIGN_UP_SENT } from './lifecycle-plain.js';
import { passwordSchema } from './profile.js';

const names = {
  firstname: plainText(100).pipe(z.string().min(1)),
  lastname: plainText(100).pipe(z.string().min(1)),
};

/**
 * `POST /signup`: a 14-day trial; nothing exists until the e-mailed link is opened. `ref` is the
 * code of the referral link the visitor came by: one nobody holds is ignored, never refused, so a
 * mistyped link never stops anybody signing up.
 */
export const trialSignUpSchema = z.strictObject({
  ...names,
  email: emailSchema,
  password: passwordSchema,
  lang: langSchema.default('en'),
  ref: text(64).optional(),
});
export type TrialSignUp = z.infer<typeof trialSignUpSchema>;
export type TrialSignUpInput = z.input<typeof trialSignUpSchema>;

/**
 * `POST /signup/student` (multipart): the same fields and the proof of enrolment (`proof`); the
 * account exists once the e-mail is confirmed and an administrator approved the proof.
 */
export const studentSignUpSchema = z.object({
  ...names,
  email: emailSchema,
  password: passwordSchema,
  lang: langSchema.default('en'),
  file: uploadRefSchema,
});
export type StudentSignUp = z.infer<typeof studentSignUpSchema>;

export const signUpSentSchema = z.object({ ok: z.literal(true), message: z.literal(SIGN_UP_SENT) });
export type SignUpSent = z.infer<typeof signUpSentSchema>;

/** The `{hash}` of the confirmation link (single use, stored as a digest). */
export const signUpConfirmParamsSchema = z.strictObject({ hash: text(100).min(1) });
/** What a confirmed link leads to: a trial to sign in to, or a student sign-up waiting for approval. */
export const signUpConfirmedSchema = z.object({ kind: z.enum(['trial', 'student']), awaitingApproval: z.boolean() });
export type SignUpConfirmed = z.infer<typeof signUpConfirmedSchema>;

/** `POST /demo/login/{lang}`. */
export const demoLoginParamsSchema = z.strictObject({ lang: langSchema });

export const closeReasonSchema = z.enum(CLOSE_REASONS);
export type CloseReason = z.infer<typeof closeReasonSchema>;

/** `PUT /clinician/close`: CLOSE typed, a reason and an optional comment. */
export const closeAccountSchema = z.strictObject({
  confirm: z.literal(CLOSE_CONFIRMATION),
  reason: closeReasonSchema,
  comment: plainText(1000).default(''),
});
export type CloseAccount = z.infer<typeof closeAccountSchema>;
export type CloseAccountInput = z.input<typeof closeAccountSchema>;
export const accountClosedSchema = z.object({ ok: z.literal(true), deleteAfter: z.string() });
