import { z } from 'zod';
import { emailSchema, idSchema, langSchema, pageQuerySchema, plainText, text } from '../common.js';

export const NAME_MAX = 100;
/** Spec sections 5 and 9: the portal key is four digits (the UI suggests the year of birth). */
export const portalKeySchema = text(4).regex(/^\d{4}$/, 'must be four digits');
/** A portal username: letters, digits, dots, dashes and underscores, unique over every client. */
export const portalUsernameSchema = text(64, { trim: true })
  .min(3)
  .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dots, dashes and underscores only')
  .transform((value) => value.toLowerCase());
export const MIN_YEAR_OF_BIRTH = 1900;
export const yearOfBirthSchema = z.number().int().min(MIN_YEAR_OF_BIRTH).max(2100);

/**
 * A client as the clinician sees it (spec section 3). Health information (unread feedback) is
 * left out for staff with restrictPhi.
 */
export const clientSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  lang: langSchema,
  yearOfBirth: z.number().int().nullable(),
  portalUsername: z.string(),
  /** The client may sign in to the portal. */
  portalEnabled: z.boolean(),
  archived: z.boolean(),
  /** The clinician the client belongs to (a team-mate's when the client is team-shared). */
  clinicianId: z.string(),
  clinicianName: z.string(),
  /** True when the client is a team-mate's, seen through the team's teamClients permission. */
  shared: z.boolean(),
  outcomeCount: z.number().int(),
  /** Feedback the clinicians have not read yet; omitted for staff with restrictPhi. */
  unreadFeedback: z.number().int().optional(),
  lastPortalLogin: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** The longest search of the clients list. */
export const CLIENT_SEARCH_MAX = 100;
export const CLIENT_SORT_COLUMNS = ['lastname', 'firstname', 'email', 'updated', 'created'] as const;
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /clinician/clients. `search` matches names and e-mail (any part of them); `archived` picks
 * the archived tab; `feedback` keeps clients with unread feedback; `shared` lists the team-mates'
 * clients (teamClients permission) instead of the clinician's own.
 */
export const clientListQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: plainText(CLIENT_SEARCH_MAX).optional(),
  sort: z.enum(CLIENT_SORT_COLUMNS).default('lastname'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  archived: booleanQuery.default(false),
  feedback: booleanQuery.default(false),
  shared: booleanQuery.default(false),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/**
 * A row of the clients list: what the list and the set builder's client picker show (names,
 * e-mail, portal username and whether the portal is on, clinician, unread feedback, last update).
 * The whole client (year of birth, language, outcome count, last portal login, creation) is
 * GET /clinician/clients/:id. A page of 50 is about half the JSON of 50 whole clients, and the
 * clients service, NATS and the gateway's compression spend as much less on it
 * (docs/decisions/007-client-list-rows-and-counts.md).
 */
export const clientListItemSchema = clientSchema.pick({
  id: true,
  firstname: true,
  lastname: true,
  email: true,
  portalUsername: true,
  portalEnabled: true,
  archived: true,
  clinicianName: true,
  shared: true,
  unreadFeedback: true,
  updated: true,
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;
export const clientPageSchema = z.object({ items: z.array(clientListItemSchema), total: z.number().int().min(0) });

const names = {
  firstname: plainText(NAME_MAX).min(1),
  lastname: plainText(NAME_MAX).min(1),
};

/**
 * POST /clinician/clients. Without `portalUsername` one is made from the names
 * (`jane.doe`, `jane.doe2`...); without `portalKey`, the year of birth when given, else four
 * random digits. The answer carries the key once (only its hash is kept).
 */
export const clientCreateSchema = z.strictObject({
  ...names,
  email: emailSchema,
  lang: langSchema.default('en'),
  yearOfBirth: yearOfBirthSchema.nullable().default(null),
  portalUsername: portalUsernameSchema.optional(),
  portalKey: portalKeySchema.optional(),
  portalEnabled: z.boolean().default(true),
});
export type ClientCreate = z.infer<typeof clientCreateSchema>;

/** PUT /clinician/clients/{id}: the fields given change. */
export const clientUpdateSchema = z.strictObject({
  firstname: names.firstname.optional(),
  lastname: names.lastname.optional(),
  email: emailSchema.optional(),
  lang: langSchema.optional(),
  yearOfBirth: yearOfBirthSchema.nullable().optional(),
  portalEnabled: z.boolean().optional(),
});
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

/** The portal login of a client: answered at creation and after a reset (the key only then). */
export const portalLoginSchema = z.object({ username: z.string(), key: z.string() });
export type PortalLogin = z.infer<typeof portalLoginSchema>;
export const clientCreatedSchema = z.object({ client: clientSchema, portal: portalLoginSchema });
export type ClientCreated = z.infer<typeof clientCreatedSchema>;

/** PUT /clinician/clients/{id}/reset: a new key (given, else four random digits) and/or username. */
export const clientResetSchema = z.strictObject({
  key: portalKeySchema.optional(),
  username: portalUsernameSchema.optional(),
});
export type ClientReset = z.infer<typeof clientResetSchema>;

/**
 * PUT /clinician/clients/emailExists: whether one of the clients the clinician sees (own or
 * team-shared) already has this e-mail, so the UI asks before a duplicate. `exceptId`: the client
 * being edited.
 */
export const emailExistsSchema = z.strictObject({ email: emailSchema, exceptId: idSchema.optional() });
export const emailExistsReplySchema = z.object({ exists: z.boolean() });

export const archivedQuerySchema = z.strictObject({ value: booleanQuery });

/**
 * A message of a client's conversation with the clinicians (health information: never for
 * restrictPhi staff): the client's, from the portal, or a clinician's reply.
 */
export const clientFeedbackSchema = z.object({
  id: z.string(),
  setId: z.string().nullable(),
  text: z.string(),
  created: z.string(),
  from: z.enum(['client', 'clinician']),
  /** The replying clinician's name; null for the client's messages (or a name the accounts could not give). */
  authorName: z.string().nullable(),
  /** Read by the other side: a client's message by the clinicians, a reply by the client. */
  read: z.boolean(),
});
export type ClientFeedback = z.infer<typeof clientFeedbackSchema>;
export const clientFeedbackListSchema = z.object({ items: z.array(clientFeedbackSchema), total: z.number().int() });
/**
 * A page of a conversation, newest first. `before` (the id of the oldest message shown) reads on
 * from that message, so messages that arrive between two pages shift nothing: no message is
 * shown twice or skipped. With it, `skip` counts from that message and `total` is the number of
 * messages older than it; without it, `total` is the whole conversation's.
 */
export const conversationPageQuerySchema = pageQuerySchema.extend({ before: idSchema.optional() });
export type ConversationPageQuery = z.infer<typeof conversationPageQuerySchema>;
/** POST /clinician/clients/{id}/feedback: a clinician's reply to the client. */
export const feedbackReplySchema = z.strictObject({ text: plainText(2000).min(1) });

/** GET /clinician/clients/{id}/outcomes: the client's outcome measures (empty until the outcomes service). */
export const clientOutcomeSchema = z.object({
  id: z.string(),
  type: z.string(),
  enabled: z.boolean(),
  clientStopped: z.boolean(),
  latest: z.array(z.unknown()),
});
export const clientOutcomesSchema = z.object({ items: z.array(clientOutcomeSchema), total: z.number().int(), latest: z.array(z.unknown()) });
