import { z } from 'zod';
import { text } from '../common.js';
import { SECONDARY_CODE_LENGTH } from './sign-in-plain.js';

/**
 * `POST /login/secondary`: the e-mailed code, with the challenge the password step answered
 * (it names the pending sign-in; without the code it opens nothing).
 */
export const secondaryLoginRequestSchema = z.strictObject({
  challenge: text(100).min(1),
  code: text(SECONDARY_CODE_LENGTH).regex(/^\d{6}$/, 'six digits'),
});
export type SecondaryLoginRequest = z.infer<typeof secondaryLoginRequestSchema>;
