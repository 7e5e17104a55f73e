import { z } from 'zod';
import { idSchema, MAX_PAGE_SIZE } from '../common.js';
import { calendarDaySchema } from '../portal/tracking.js';
import { setElementSchema } from '../sets/set.js';

/**
 * Internal calls about clients. `clients.internal.visible` is VISIBILITY_SUBJECTS.clientsVisible
 * (sets/subjects.ts). The sets service answers the four below for the clients service, which has
 * checked the caller's access to the client first.
 */
export const CLIENT_SETS_SUBJECTS = {
  /** ClientSetsRequest -> `{ items: SetSummary[], total }`: a page of the client's sets, newest change first. */
  clientSets: 'sets.internal.clientSets',
  /** ClientSetsRequest -> `{ items: PortalSetContent[], total }`: a page of the client's enabled sets with their elements. */
  portalSets: 'sets.internal.portalSets',
  /** TrackedSetsRequest -> `{ items: TrackedSet[] }`: the client's sets that were in the portal at some time of the range. */
  trackedSets: 'sets.internal.trackedSets',
  /**
   * ExerciseInPortalOnRequest -> ExerciseInPortalOnReply: is this exercise of this set of the
   * client's in their portal now, or was the set there at some time of the client's day `day`
   * (a mark sent late, after the set was taken out)? One question instead of the sets themselves.
   */
  exerciseInPortalOn: 'sets.internal.exerciseInPortalOn',
} as const;

export const clientSetsRequestSchema = z.object({
  clientId: idSchema,
  /** The client is archived: its sets answer read-only. */
  readOnly: z.boolean().default(false),
  /** The page (a route's `skip` and `limit`); without them, the first hundred. */
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});
export type ClientSetsRequest = z.input<typeof clientSetsRequestSchema>;

/** Days (UTC, `YYYY-MM-DD`, both included) over which adherence is worked out. */
export const trackedSetsRequestSchema = z.object({
  clientId: idSchema,
  from: calendarDaySchema,
  to: calendarDaySchema,
});
export type TrackedSetsRequest = z.infer<typeof trackedSetsRequestSchema>;

/** An exercise of a client set by its key in the set (as the portal names it), on the client's calendar day `day`. */
export const exerciseInPortalOnRequestSchema = z.object({
  clientId: idSchema,
  setId: idSchema,
  exerciseKey: idSchema,
  day: calendarDaySchema,
});
export type ExerciseInPortalOnRequest = z.infer<typeof exerciseInPortalOnRequestSchema>;
export const exerciseInPortalOnReplySchema = z.object({ inPortal: z.boolean() });
export type ExerciseInPortalOnReply = z.infer<typeof exerciseInPortalOnReplySchema>;

/**
 * A client set with the times it was in the portal (`to` null while it still is), also one
 * hidden since: the exercises a client was given stay planned on the days they had them.
 */
export const trackedSetSchema = z.object({
  id: z.string(),
  savename: z.string(),
  title: z.string(),
  periods: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
  elements: z.array(setElementSchema),
});
export type TrackedSet = z.infer<typeof trackedSetSchema>;

/** Internal calls the clients service answers for other services (they check nothing else). */
export const CLIENT_CONTACT_SUBJECTS = {
  /**
   * ClientRecipientRequest -> ClientRecipient: the client's name, address, language and portal
   * username, for an e-mail to the client; a client the account does not see is ERRNOTFOUND.
   */
  recipient: 'clients.internal.recipient',
} as const;

export const clientRecipientRequestSchema = z.object({ accountId: idSchema, clientId: idSchema });
export type ClientRecipientRequest = z.infer<typeof clientRecipientRequestSchema>;
export const clientRecipientSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** '' when the client has none. */
  email: z.string(),
  lang: z.enum(['en', 'fr']),
  portalUsername: z.string(),
  portalEnabled: z.boolean(),
  archived: z.boolean(),
});
export type ClientRecipient = z.infer<typeof clientRecipientSchema>;

/**
 * Portal sessions live in the auth service (it owns sessions; the gateway resolves every `sid`
 * through it). The clients service checks the portal key, then asks auth for a session of the
 * kind `client`.
 */
export const PORTAL_SESSION_SUBJECTS = {
  /** PortalSessionRequest -> `{ sid, csrfToken }`. */
  create: 'auth.portal.createSession',
  /** `{ clientIds }` -> `{ ok }`: the sessions of these clients end (deleted, archived, portal off, key reset). */
  end: 'auth.portal.endSessions',
} as const;

export const portalSessionRequestSchema = z.object({
  clientId: idSchema,
  ownerId: idSchema,
  lang: z.enum(['en', 'fr']),
  ip: z.string().max(100),
  userAgent: z.string().max(500).optional(),
});
export type PortalSessionRequest = z.infer<typeof portalSessionRequestSchema>;
export const portalSessionReplySchema = z.object({ sid: z.string(), csrfToken: z.string() });
export type PortalSessionReply = z.infer<typeof portalSessionReplySchema>;
export const endPortalSessionsSchema = z.object({ clientIds: z.array(idSchema).max(100) });
