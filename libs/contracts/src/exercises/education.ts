import { z } from 'zod';
import { idSchema, langSchema, plainText, text } from '../common.js';
import { EDUCATION_TYPES } from '../sets/set.js';

/**
 * Education articles (spec sections 2 and 3): the stock library's (everybody's, in English and
 * French, never changed) and custom ones, owned by a clinician, their team or their organisation
 * and shared as exercises are (teamEducation, orgEducation). A set names an article by
 * `{ id, type }`: a stock article by its id (`stockEducation`), a custom one by the id of the
 * snapshot taken when it was written (`customEducationHistory`, the article's `historyId`), so a
 * set keeps what the client was given when the article is edited or deleted later.
 */
export const EDUCATION_SCOPES = ['stock', 'user', 'team', 'org'] as const;
export const educationScopeSchema = z.enum(EDUCATION_SCOPES);
export type EducationScope = z.infer<typeof educationScopeSchema>;

/** The education manager's tabs: every article, the stock library, every custom one, or one owner. */
export const EDUCATION_TABS = ['all', 'stock', 'custom', 'user', 'team', 'org'] as const;
export const educationTabSchema = z.enum(EDUCATION_TABS);
export type EducationTab = z.infer<typeof educationTabSchema>;

export const EDUCATION_TITLE_MAX = 200;
export const EDUCATION_SUMMARY_MAX = 1000;
/** A custom article's body: HTML from the editor, sanitised on the server to an allow-list. */
export const EDUCATION_BODY_MAX = 100_000;
export const EDUCATION_ATTACHMENTS_MAX = 20;

/** A published source a stock article rests on: title, publisher (or authors and journal), year, address. */
export const educationSourceSchema = z.object({ title: z.string(), publisher: z.string(), year: z.number().int(), url: z.string().nullable() });
export type EducationSource = z.infer<typeof educationSourceSchema>;

/**
 * The article's body as blocks of plain text, for what cannot show HTML (the PDF's education
 * pages, plain-text e-mail): headings, paragraphs and lists, inline marks dropped.
 */
export const educationBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);
export type EducationBlock = z.infer<typeof educationBlockSchema>;

/** An article as the education manager shows it, in one language (stock: the clinician's). */
export const educationArticleSchema = z.object({
  id: z.string(),
  scope: educationScopeSchema,
  /** The language of the texts answered (a custom article is written in one). */
  lang: langSchema,
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML (stock articles: made from their blocks). */
  html: z.string(),
  tags: z.array(z.string()),
  /** The stock library's category (pain, activity, spine...); null for a custom article. */
  category: z.string().nullable(),
  sources: z.array(educationSourceSchema),
  /** Uploaded resources (images, videos) attached to a custom article. */
  attachmentIds: z.array(z.string()),
  ownerId: z.string().nullable(),
  /** May this clinician change it (stock never; team/org with readWrite)? */
  readOnly: z.boolean(),
  /** What a set names when this article is attached. */
  attach: z.object({ id: z.string(), type: z.enum(EDUCATION_TYPES) }),
  updated: z.string(),
});
export type EducationArticle = z.infer<typeof educationArticleSchema>;

/** A list row: no body. */
export const educationListItemSchema = educationArticleSchema.omit({ html: true, sources: true });
export type EducationListItem = z.infer<typeof educationListItemSchema>;

export const educationPageSchema = z.object({ items: z.array(educationListItemSchema), total: z.number().int().min(0) });
export type EducationPage = z.infer<typeof educationPageSchema>;
export const educationListSchema = z.object({ items: z.array(educationArticleSchema), total: z.number().int().min(0) });
export type EducationList = z.infer<typeof educationListSchema>;

export const educationListQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: text(200, { trim: true }).optional(),
  tab: educationTabSchema.default('all'),
});
export type EducationListQuery = z.infer<typeof educationListQuerySchema>;

export const educationCreateSchema = z.strictObject({
  title: plainText(EDUCATION_TITLE_MAX).pipe(z.string().min(1)),
  summary: plainText(EDUCATION_SUMMARY_MAX).default(''),
  /** HTML from the editor; whatever is not on the allow-list is removed on the server. */
  body: text(EDUCATION_BODY_MAX),
  lang: langSchema,
  attachmentIds: z.array(idSchema).max(EDUCATION_ATTACHMENTS_MAX).default([]),
  /** Who owns it: the clinician, or their team or organisation (needs readWrite there). */
  scope: z.enum(['user', 'team', 'org']).default('user'),
});
export type EducationCreate = z.infer<typeof educationCreateSchema>;
export const educationUpdateSchema = educationCreateSchema.omit({ scope: true });
export type EducationUpdate = z.infer<typeof educationUpdateSchema>;

/** Internal calls of the education domain of the exercises service. */
export const EDUCATION_SUBJECTS = {
  /**
   * `{ ids, lang }` -> `{ items: EducationPrint[] }`: the articles a set names (its education's
   * ids, stock ids and custom snapshot ids alike) as the PDF's education pages, e-mails and the
   * portal show them, in the order asked, unknown ids left out. No access check beyond existence:
   * the caller has checked the set is one it may show.
   */
  articles: 'exercises.internal.education',
} as const;

export const educationArticlesRequestSchema = z.object({
  ids: z.array(idSchema).max(200),
  lang: langSchema.default('en'),
});
export type EducationArticlesRequest = z.input<typeof educationArticlesRequestSchema>;

export const educationPrintSchema = z.object({
  id: z.string(),
  type: z.enum(EDUCATION_TYPES),
  lang: langSchema,
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  blocks: z.array(educationBlockSchema),
  sources: z.array(educationSourceSchema),
  attachmentIds: z.array(z.string()),
});
export type EducationPrint = z.infer<typeof educationPrintSchema>;
export const educationPrintListSchema = z.object({ items: z.array(educationPrintSchema) });
export type EducationPrintList = z.infer<typeof educationPrintListSchema>;
