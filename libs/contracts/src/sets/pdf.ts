import { z } from 'zod';
import { idSchema, langSchema } from '../common.js';
import { setContentSchema } from './set.js';

/** Spec section 9: a set converted to PDF holds at most 50 exercises (dividers do not count). */
export const MAX_PDF_EXERCISES = 50;
/** Spec section 9: the tracking sheet's days unless the clinician chooses otherwise. */
export const TRACKING_DAYS_DEFAULT = 7;
export const TRACKING_DAYS_MAX = 31;

/**
 * The PDF's templates (spec section 9), printed in this order whatever order they are chosen in:
 * the coversheet, the education pages, a summary table, one block per exercise with its pictures
 * and instructions (comprehensive), the pictures alone, a tracking sheet of days to tick, and
 * the text alone.
 */
export const PDF_TEMPLATES = ['coversheet', 'education', 'summary', 'comprehensive', 'images', 'tracking', 'text'] as const;
export const pdfTemplateSchema = z.enum(PDF_TEMPLATES);
export type PdfTemplate = z.infer<typeof pdfTemplateSchema>;

/** How large an exercise's pictures are printed (spec section 9, slide sizes); `standard` by default (section 3). */
export const PDF_SIZES = ['small', 'standard', 'large', 'max'] as const;
export const pdfSizeSchema = z.enum(PDF_SIZES);
export type PdfSize = z.infer<typeof pdfSizeSchema>;

/** What the PDF options dialog chooses (spec section 3, PDF settings): the defaults are the spec's. */
export const pdfOptionsSchema = z.strictObject({
  templates: z
    .array(pdfTemplateSchema)
    .min(1)
    .max(PDF_TEMPLATES.length)
    .refine((list) => new Set(list).size === list.length, 'each template once')
    .default(['summary']),
  size: pdfSizeSchema.default('standard'),
  trackingDays: z.number().int().min(1).max(TRACKING_DAYS_MAX).default(TRACKING_DAYS_DEFAULT),
  /**
   * The header and footer printed on every page (`GET /clinician/headerFooters`), or null for
   * none. One the clinician may not use is ERRNOTFOUND.
   */
  headerFooterId: idSchema.nullable().default(null),
  /** The language of the PDF's own words (titles, labels, page numbers); the set's texts print as written. */
  lang: langSchema.default('en'),
});
export type PdfOptions = z.infer<typeof pdfOptionsSchema>;
export type PdfOptionsInput = z.input<typeof pdfOptionsSchema>;

/**
 * `POST /clinician/sets/pdf`: a saved set (`setId`, whoever may read it), or the document the
 * designer holds (`content`, saved or not: what is on screen prints). Both may be given: the
 * content of a saved set being edited, whose pictures are then read as the set shows them.
 * `print: true` records a print in the set's reports instead of a PDF.
 */
export const setPdfSchema = pdfOptionsSchema
  .extend({
    setId: idSchema.nullable().default(null),
    content: setContentSchema.nullable().default(null),
    print: z.boolean().default(false),
  })
  .refine((body) => body.setId !== null || body.content !== null, { message: 'a set id or a content', path: ['setId'] });
export type SetPdf = z.infer<typeof setPdfSchema>;
export type SetPdfInput = z.input<typeof setPdfSchema>;

/**
 * What the service answers a streamed download with before its bytes follow (route
 * `transfer: { kind: 'stream' }`): the gateway writes these as the answer's headers, then the
 * bytes as they come.
 */
export const streamStartSchema = z.object({
  mime: z.string(),
  filename: z.string(),
  /** `attachment` to save it, `inline` to show it (print). */
  disposition: z.enum(['attachment', 'inline']),
});
export type StreamStart = z.infer<typeof streamStartSchema>;

/** The portal's PDF of one of the client's sets: the size only (the client's language, every exercise at length). */
export const portalPdfQuerySchema = z.strictObject({ size: pdfSizeSchema.default('standard') });
