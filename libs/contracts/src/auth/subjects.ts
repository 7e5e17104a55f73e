import { z } from 'zod';
import { emailSchema, langSchema } from '../common.js';
import { accountTypeSchema, principalSchema } from '../principal.js';
import { passwordSchema, usernameSchema } from './profile.js';

/** Internal calls of the auth service (not exposed over HTTP). */
export const AUTH_SUBJECTS = {
  /** Resolves a session id to its principal, ends idle sessions, records activity. */
  resolveSession: 'auth.session.resolve',
  /**
   * `{ key, ip }` -> ResolvedSession of the key's owner (`apiKeyId` set), for `Authorization:
   * Bearer`; ERRAUTH for an unknown or revoked key, or one sent from another address. Each use is
   * recorded as an activity event.
   */
  resolveApiKey: 'auth.apiKey.resolve',
  /**
   * Event (no reply): sessions ended or an account's principal changed (logout, password change,
   * profile language, closing). Gateways drop what they cached for it.
   */
  sessionsChanged: 'auth.sessions.changed',
  /** Creates an account (seeding, staff invitations, tests). Answers `{ id }`. */
  createAccount: 'auth.accounts.create',
  /** `{ ids }` -> `{ accounts: [{ id, firstname, lastname }] }`: names of accounts (a client's clinician). */
  accountNames: 'auth.accounts.names',
  /** `{ id }` -> SenderProfile: who e-mails a client, and their e-mail settings (the sets service's e-mail). */
  senderProfile: 'auth.accounts.senderProfile',
  health: 'auth.health',
} as const;

export const resolveSessionRequestSchema = z.object({ sid: z.string().max(200), ip: z.string() });
export type ResolveSessionRequest = z.infer<typeof resolveSessionRequestSchema>;

export const resolvedSessionSchema = z.object({
  principal: principalSchema,
  csrfToken: z.string(),
  /** Set when the call is made with an API key (no cookie, so no CSRF token is asked for). */
  apiKeyId: z.string().optional(),
});

export const resolveApiKeyRequestSchema = z.object({ key: z.string().max(200), ip: z.string().max(100) });
export type ResolveApiKeyRequest = z.infer<typeof resolveApiKeyRequestSchema>;
export type ResolvedSession = z.infer<typeof resolvedSessionSchema>;

export const createAccountRequestSchema = z.strictObject({
  type: accountTypeSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstname: z.string().max(100).default(''),
  lastname: z.string().max(100).default(''),
  lang: langSchema.default('en'),
  /** Fixed id for seeded accounts, so other services' seeds can refer to them. */
  id: z.string().uuid().optional(),
});
export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>;
export const accountNamesRequestSchema = z.object({ ids: z.array(z.string().uuid()).max(100) });
export const accountNamesReplySchema = z.object({
  accounts: z.array(z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })),
});
export type AccountNamesReply = z.infer<typeof accountNamesReplySchema>;

export const senderProfileRequestSchema = z.object({ id: z.string().uuid() });
/** A clinician as the sender of a client's e-mail: name, address and the profile's e-mail settings. */
export const senderProfileSchema = z.object({
  id: z.string(),
  type: accountTypeSchema,
  closed: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  lang: langSchema,
  clientEmailBody: z.string(),
  clientEmailSig: z.string(),
  clientEmailCC: z.string(),
});
export type SenderProfile = z.infer<typeof senderProfileSchema>;

export const createAccountResponseSchema = z.object({ id: z.string() });

export const sessionsChangedSchema = z.object({
  accountId: z.string().optional(),
  sessionId: z.string().optional(),
});
export type SessionsChanged = z.infer<typeof sessionsChangedSchema>;

/**
 * Test-only subjects, answered only when the auth service runs with OPENSET_TEST_HOOKS=1 (the
 * integration stack) and never in production. They move time instead of making tests wait.
 */
export const AUTH_TEST_SUBJECTS = {
  /** Moves every session of an account `seconds` into the past (created, last seen, expiry). */
  ageSessions: 'auth.test.ageSessions',
  /** Closes an account the way closing it from settings (or by its manager) will: sessions end. */
  closeAccount: 'auth.test.closeAccount',
  /** Answers after `ms`: a call that is still being answered when the copy is told to stop. */
  hold: 'auth.test.hold',
} as const;

export const holdRequestSchema = z.strictObject({ ms: z.number().int().min(0).max(30_000) });
export interface HoldReply {
  heldMs: number;
  instance: string;
}

export const closeAccountRequestSchema = z.strictObject({ accountId: z.string().uuid() });

export const ageSessionsRequestSchema = z.strictObject({
  accountId: z.string().uuid(),
  seconds: z.number().int().min(1).max(10 * 86_400),
});
export type AgeSessionsRequest = z.infer<typeof ageSessionsRequestSchema>;
