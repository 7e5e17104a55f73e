import { z } from 'zod';
import { langSchema, listOf, text, timeZoneSchema } from '../common.js';
import { portalKeySchema } from '../clients/client.js';
import { educationPrintSchema } from '../exercises/education.js';
import { setDividerSchema, setEducationSchema, setElementSchema, setExerciseSchema, setResourceSchema } from '../sets/set.js';

/**
 * POST /portal/login (api-conventions.md): the client's portal username and four-digit key. The
 * portal adds the phone's time zone: the days a set was in the portal are counted in it, as the
 * client's own marks are (kept until a sign-in sends another).
 */
export const portalLoginRequestSchema = z.strictObject({
  username: text(64, { trim: true }).min(1).transform((value) => value.toLowerCase()),
  key: portalKeySchema,
  timeZone: timeZoneSchema.optional(),
});
export type PortalLoginRequest = z.infer<typeof portalLoginRequestSchema>;

export const portalSignedInSchema = z.object({
  /** The client's id: the portal names by it whose queued entries and screens a phone holds. */
  clientId: z.string().uuid(),
  firstname: z.string(),
  lang: langSchema,
  csrfToken: z.string(),
});
export type PortalSignedIn = z.infer<typeof portalSignedInSchema>;

/**
 * One of the client's enabled sets as the sets service keeps it (`sets.internal.portalSets`):
 * exercises in order, their resources named by id.
 */
export const portalSetContentSchema = z.object({
  id: z.string(),
  savename: z.string(),
  title: z.string(),
  instructions: z.string(),
  updated: z.string(),
  elements: z.array(setElementSchema),
  /** The education attached, as the set names it. */
  education: z.array(setEducationSchema),
});
export type PortalSetContent = z.infer<typeof portalSetContentSchema>;

/**
 * A resource of a portal exercise: whether it is an image or a video (from the exercises
 * service), and whether a video has a poster frame of its own. Files come from
 * `GET /portal/resources/:id/file` (and `/poster`).
 */
export const portalResourceSchema = setResourceSchema.extend({
  media: z.enum(['image', 'video']),
  poster: z.boolean(),
});
export type PortalResource = z.infer<typeof portalResourceSchema>;
export const portalExerciseSchema = setExerciseSchema.extend({ resources: z.array(portalResourceSchema) });
export type PortalExercise = z.infer<typeof portalExerciseSchema>;

/** One of the client's enabled sets, exercises in order, as the portal shows it. */
/** An article attached to a set, whole, so the portal reads it offline too. */
export const portalEducationSchema = educationPrintSchema.pick({ id: true, type: true, lang: true, title: true, summary: true, html: true, attachmentIds: true });
export type PortalEducation = z.infer<typeof portalEducationSchema>;

export const portalSetSchema = portalSetContentSchema.extend({
  elements: z.array(z.discriminatedUnion('type', [portalExerciseSchema, setDividerSchema])),
  /** The articles attached, in the set's order, in the language they are written in (stock: the client's). */
  education: z.array(portalEducationSchema),
});
export type PortalSet = z.infer<typeof portalSetSchema>;
export const portalSetListSchema = listOf(portalSetSchema);
