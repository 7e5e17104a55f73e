import { z } from 'zod';
import { emptyObjectSchema, idSchema, noBodySchema, okSchema, pageQuerySchema, plainText } from '../common.js';
import { fileRoute } from '../file-route.js';
import { defineRoute } from '../route.js';

/**
 * Headers and footers of printouts (spec sections 2, 3 and 7): three header lines, a footer and a
 * logo. A clinician's own (`type: 'user'`), or their team's (`type: 'teamHeaderFooter'`, made by
 * the team's manager), which staff with the teamHeaderFooter permission see and may select.
 * Which one is selected is the profile's `headerFooterId` (auth service).
 */
export const HEADER_FOOTER_TYPES = ['user', 'teamHeaderFooter'] as const;
export const headerFooterTypeSchema = z.enum(HEADER_FOOTER_TYPES);
export type HeaderFooterType = z.infer<typeof headerFooterTypeSchema>;

export const HEADER_LINE_MAX = 120;
export const FOOTER_MAX = 300;

/**
 * The body of POST and PUT (a PUT is whole). `logo`: the id of an image uploaded through
 * `POST /clinician/resources/upload/image` (the library's image rules: sniffed type, size limit,
 * quota, resized copies), or null for none.
 */
export const headerFooterInputSchema = z.strictObject({
  headerLine1: plainText(HEADER_LINE_MAX),
  headerLine2: plainText(HEADER_LINE_MAX),
  headerLine3: plainText(HEADER_LINE_MAX),
  footer: plainText(FOOTER_MAX),
  logo: idSchema.nullable(),
});
export type HeaderFooterInput = z.infer<typeof headerFooterInputSchema>;

export const headerFooterSchema = z.object({
  id: z.string(),
  headerLine1: z.string(),
  headerLine2: z.string(),
  headerLine3: z.string(),
  footer: z.string(),
  /** The logo's resource id, or null. Its file: `GET /clinician/headerFooters/{id}/upload/logo?imgWidth`. */
  logo: z.string().nullable(),
  type: headerFooterTypeSchema,
  /** False when the caller may only read it (a team header for staff). */
  editable: z.boolean(),
  updated: z.string(),
});
export type HeaderFooter = z.infer<typeof headerFooterSchema>;

export const headerFooterListSchema = z.object({
  items: z.array(headerFooterSchema),
  total: z.number().int(),
  /**
   * The caller's selection (the profile's headerFooterId) when it is one they may still use, else
   * null. On the first fetch of a staff member with teamHeaderFooter who never chose, the team
   * header is selected and answered here.
   */
  selectedId: z.string().nullable(),
});
export type HeaderFooterList = z.infer<typeof headerFooterListSchema>;

/** POST /manager/teams/header: the team's header, created or replaced by its manager. */
export const teamHeaderFooterInputSchema = headerFooterInputSchema.extend({ teamId: idSchema });
export type TeamHeaderFooterInput = z.infer<typeof teamHeaderFooterInputSchema>;

const idParams = z.strictObject({ id: idSchema });

/** Calls of /clinician/headerFooters (spec section 7, Header/footers). */
export const headerFooterRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/clinician/headerFooters',
    subject: 'sets.headerFooters.list',
    access: 'clinician',
    tag: 'headerFooters',
    summary: 'Your headers and footers, and your team header when the teamHeaderFooter permission shows it; the selected one',
    params: emptyObjectSchema,
    query: pageQuerySchema,
    body: noBodySchema,
    response: headerFooterListSchema,
  }),
  logo: fileRoute({
    path: '/clinician/headerFooters/:id/upload/logo',
    subject: 'sets.headerFooters.logo',
    access: 'clinician',
    tag: 'headerFooters',
    summary: "The header's logo image at imgWidth (upload it with POST /clinician/resources/upload/image, then name it in `logo`)",
    params: idParams,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/clinician/headerFooters',
    subject: 'sets.headerFooters.create',
    access: 'clinician',
    tag: 'headerFooters',
    summary: 'Create a header and footer of your own',
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: headerFooterInputSchema,
    response: headerFooterSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/clinician/headerFooters/:id',
    subject: 'sets.headerFooters.update',
    access: 'clinician',
    tag: 'headerFooters',
    summary: 'Change a header and footer of your own (the whole of it)',
    params: idParams,
    query: emptyObjectSchema,
    body: headerFooterInputSchema,
    response: headerFooterSchema,
    idempotent: true,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/clinician/headerFooters/:id',
    subject: 'sets.headerFooters.delete',
    access: 'clinician',
    tag: 'headerFooters',
    summary: 'Delete a header and footer of your own',
    params: idParams,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: okSchema,
    idempotent: true,
  }),
  deleteLogo: defineRoute({
    method: 'DELETE',
    path: '/clinician/headerFooters/:id/logo',
    subject: 'sets.headerFooters.deleteLogo',
    access: 'clinician',
    tag: 'headerFooters',
    summary: 'Take the logo off a header of your own (the uploaded image itself stays in your uploads)',
    params: idParams,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: headerFooterSchema,
    idempotent: true,
  }),
};

/** Manager teams (spec section 7): only POST /header lives in the sets service. */
export const managerHeaderFooterRoutes = {
  teamHeader: defineRoute({
    method: 'POST',
    path: '/manager/teams/header',
    subject: 'sets.headerFooters.teamHeader',
    access: 'manager',
    tag: 'teams',
    summary: "Create or replace the header and footer of one of your teams (its staff with teamHeaderFooter see it)",
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: teamHeaderFooterInputSchema,
    response: headerFooterSchema,
    idempotent: true,
  }),
};

/** Internal subjects about headers and footers. */
export const HEADER_FOOTER_SUBJECTS = {
  /**
   * Sets service: may `accountId` select `headerFooterId` (their own, or their team's header
   * while teamHeaderFooter is on)? Asked by the auth service before it stores the profile's
   * headerFooterId. `{ accountId, headerFooterId }` -> `{ selectable }`.
   */
  selectable: 'sets.internal.headerFooterSelectable',
  /**
   * Auth service: the profile's headerFooterId. With `teamHeaderId`, an account that never chose
   * (never saved a headerFooterId) gets that team header selected first, once.
   * `{ accountId, teamHeaderId }` -> `{ headerFooterId }`.
   */
  selection: 'auth.internal.headerFooterSelection',
} as const;

export const headerFooterSelectableRequestSchema = z.object({ accountId: idSchema, headerFooterId: idSchema });
export const headerFooterSelectableReplySchema = z.object({ selectable: z.boolean() });
export type HeaderFooterSelectableReply = z.infer<typeof headerFooterSelectableReplySchema>;

export const headerFooterSelectionRequestSchema = z.object({ accountId: idSchema, teamHeaderId: idSchema.nullable() });
export type HeaderFooterSelectionRequest = z.infer<typeof headerFooterSelectionRequestSchema>;
export const headerFooterSelectionReplySchema = z.object({ headerFooterId: z.string().nullable() });
export type HeaderFooterSelectionReply = z.infer<typeof headerFooterSelectionReplySchema>;
