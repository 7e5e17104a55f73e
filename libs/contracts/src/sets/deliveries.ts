import { z } from 'zod';
import { emailSchema, listOf, plainText } from '../common.js';
import { pdfOptionsSchema } from './pdf.js';

/**
 * How a set left the product: e-mailed to its client, exported as a PDF, or opened for printing.
 * `GET /clinician/sets/{id}/reports` lists them, newest first (spec section 7, Sets reports).
 */
export const DELIVERY_KINDS = ['email', 'pdf', 'print'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const deliverySchema = z.object({
  id: z.string(),
  setId: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  /** When (ISO 8601). */
  created: z.string(),
  /** Who: the account, and its name as the auth service gives it ('' when it is not known). */
  byId: z.string(),
  byName: z.string(),
  /** E-mail: the client's address and the copies; PDF and print: null and []. */
  to: z.string().nullable(),
  cc: z.array(z.string()),
  /** E-mail: its subject; PDF and print: the templates chosen, when the renderer names them. */
  detail: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = listOf(deliverySchema);
export type DeliveryList = z.infer<typeof deliveryListSchema>;

/** The longest subject an e-mailed set takes. */
export const SET_EMAIL_SUBJECT_MAX = 200;

/**
 * `PUT /clinician/sets/{id}/email`: what the E-mail set dialog sends, whole. The dialog fills the
 * body and CC from the clinician's profile (clientEmailBody, clientEmailCC); the server adds the
 * portal link, the program and the profile's signature (clientEmailSig), in the client's language.
 */
export const setEmailSchema = z.strictObject({
  subject: plainText(SET_EMAIL_SUBJECT_MAX).pipe(z.string().min(1)),
  body: plainText(5000),
  /** A copy to this address ('' for none). */
  cc: z.union([z.literal(''), emailSchema]),
  /** Attach the set as a PDF. */
  attachPdf: z.boolean(),
  /**
   * The attached PDF's templates, size, tracking days and header (the PDF options dialog's last
   * choices); it is printed in the client's language. Without it, the spec's defaults.
   */
  pdf: pdfOptionsSchema.omit({ lang: true }).optional(),
});
export type SetEmail = z.infer<typeof setEmailSchema>;
/** What a caller sends (the PDF options' defaults filled in by the server). */
export type SetEmailInput = z.input<typeof setEmailSchema>;

/** The e-mail is queued for sending: its id (also the SMTP Message-ID's), and the history point written. */
export const setEmailedSchema = z.object({
  id: z.string(),
  to: z.string(),
  cc: z.array(z.string()),
  historyPointId: z.string(),
  /** E-mails this account may still send today. */
  remainingToday: z.number().int().min(0),
});
export type SetEmailed = z.infer<typeof setEmailedSchema>;
