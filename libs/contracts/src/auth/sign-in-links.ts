import { z } from 'zod';
import { text } from '../common.js';

/** The `{hash}` of `GET /login/{hash}`: the link's single-use token, 43 base64url characters (256 bits). */
export const signInLinkParamsSchema = z.strictObject({
  hash: text(100).min(1),
});

/** `POST /clinician/login/links`: the link, for the caller's own account, and when it stops working. */
export const signInLinkCreatedSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type SignInLinkCreated = z.infer<typeof signInLinkCreatedSchema>;

/**
 * What a service answers for a route with `redirect` (route.ts): a path on this origin. The
 * gateway answers 303 to it; it never leaves the site.
 */
export const redirectAnswerSchema = z.object({
  location: z.string().regex(/^\/(?![/\\])[^\s]*$/),
});
