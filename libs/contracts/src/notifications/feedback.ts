import { z } from 'zod';
import { emptyObjectSchema, plainText, text } from '../common.js';
import { defineRoute } from '../route.js';

/**
 * Feedback about the product (spec section 2, Shell elements: "feedback"), sent from the shell's
 * Help menu to the people who run OpenSet: the notifications service keeps it and e-mails it to
 * the operator's address through the mail stream. Who sent it is the session's account, never a
 * field of the body.
 */
export const FEEDBACK_KINDS = ['idea', 'problem', 'praise'] as const;
export const feedbackKindSchema = z.enum(FEEDBACK_KINDS);
export type FeedbackKind = z.infer<typeof feedbackKindSchema>;

export const FEEDBACK_MESSAGE_MAX = 4000;
export const FEEDBACK_PAGE_MAX = 500;
/** Feedback one account may send in an hour; the next waits (ERRRATELIMIT with Retry-After). */
export const FEEDBACK_PER_HOUR = 10;

export const productFeedbackSchema = z.strictObject({
  kind: feedbackKindSchema,
  message: plainText(FEEDBACK_MESSAGE_MAX).min(1),
  /** The sender agrees to be answered at their account's e-mail address. */
  mayContact: z.boolean().default(false),
  /** The page it was sent from (the browser's path), so a problem can be found again. */
  page: text(FEEDBACK_PAGE_MAX, { trim: true }).regex(/^\/[^\s]*$/, 'must be a path starting with /').default('/'),
});
export type ProductFeedback = z.input<typeof productFeedbackSchema>;

export const feedbackReceivedSchema = z.object({ id: z.uuid(), receivedAt: z.iso.datetime() });
export type FeedbackReceived = z.infer<typeof feedbackReceivedSchema>;

const feedbackRoute = <const A extends 'clinician' | 'manager'>(access: A) =>
  defineRoute({
    method: 'POST',
    path: `/${access}/feedback`,
    subject: `notifications.feedback.${access}`,
    access,
    tag: 'notifications',
    summary: `Send feedback about OpenSet (an idea, a problem, praise) to the people who run it; at most ${FEEDBACK_PER_HOUR} an hour`,
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: productFeedbackSchema,
    response: feedbackReceivedSchema,
  });

/** One route per role's base path (api-conventions), both answered by the same rules. */
export const feedbackRoutes = {
  clinician: feedbackRoute('clinician'),
  manager: feedbackRoute('manager'),
} as const;
