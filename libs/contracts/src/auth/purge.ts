import { z } from 'zod';
import { idSchema } from '../common.js';

/**
 * Internal subjects through which the auth service's purge job deletes, for good, what each
 * service keeps of one account (a dormant closed account after six months, an expired demo).
 * Each deletes only rows the account owns alone (its own scope: never a team's or an
 * organisation's), is idempotent (a second call finds nothing) and answers how much it removed.
 */
export const ACCOUNT_PURGE_SUBJECTS = {
  clients: 'clients.internal.purgeAccount',
  sets: 'sets.internal.purgeAccount',
  exercises: 'exercises.internal.purgeAccount',
  teams: 'teams.internal.purgeAccount',
  outcomes: 'outcomes.internal.purgeAccount',
  notifications: 'notifications.internal.purgeAccount',
} as const;

export const accountPurgeRequestSchema = z.strictObject({
  accountId: idSchema,
  /** The account's clients the clients service removed: their sets go too, whoever made them (a team-mate's). */
  clientIds: z.array(idSchema).max(50_000).default([]),
});
export type AccountPurgeRequest = z.input<typeof accountPurgeRequestSchema>;
/** Rows removed by table, and files removed, for the job's log. */
export const accountPurgedSchema = z.object({
  rows: z.record(z.string(), z.number().int()),
  files: z.number().int(),
  /** The clients service: the ids of the clients it removed. */
  clientIds: z.array(z.string()).optional(),
});
export type AccountPurged = z.infer<typeof accountPurgedSchema>;

/**
 * Test-only subject (OPENSET_TEST_HOOKS=1, never in production): runs the account jobs now as if
 * it were `now`, for the named accounts only, so a test moves six months ahead for its own
 * accounts without touching anyone else's. Answers what the run did.
 */
export const ACCOUNT_TEST_SUBJECTS = { runAccountJobs: 'auth.test.runAccountJobs' } as const;
export const runAccountJobsRequestSchema = z.strictObject({
  now: z.iso.datetime(),
  accountIds: z.array(idSchema).min(1).max(100),
});
export type RunAccountJobsRequest = z.infer<typeof runAccountJobsRequestSchema>;
export const accountJobsRunSchema = z.object({ trialsEnded: z.array(z.string()), purged: z.array(z.string()), signUpsExpired: z.number().int() });
