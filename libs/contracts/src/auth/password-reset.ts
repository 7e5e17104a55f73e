import { z } from 'zod';
import { text } from '../common.js';
import { RESET_INSTRUCTIONS_SENT } from './password-plain.js';
import { passwordSchema } from './profile.js';

/** `POST /password/reset`: the username or e-mail of the account that forgot its password. */
export const passwordResetRequestSchema = z.strictObject({
  token: text(254, { trim: true }).min(1),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetRequestedSchema = z.object({
  ok: z.literal(true),
  message: z.literal(RESET_INSTRUCTIONS_SENT),
});
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** The `{hash}` of the link: the single-use token, 43 base64url characters (256 bits). */
export const passwordResetParamsSchema = z.strictObject({
  hash: text(100).min(1),
});

/** `POST /password/reset/{hash}`: the new password, under the rules of spec section 5. */
export const passwordResetSchema = z.strictObject({
  password: passwordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;
