import { z } from 'zod';
import { idSchema } from '../common.js';

/**
 * What the sets service asks other services before it stores ids a clinician named. Callers are
 * trusted services; the answering service applies its own access rules for `accountId`.
 */
export const VISIBILITY_SUBJECTS = {
  /**
   * Exercises service: which of these elements and resources the account may see (stock,
   * own, or shared with it by a team permission). Answers the visible subset of each list.
   */
  exercisesVisible: 'exercises.internal.visible',
  /**
   * Clients service: which of these clients the account may see (its own, or its team's when
   * teamClients is on), with their archived flag. Answered once the clients service exists;
   * until then nobody confirms a client and a client-set write answers ERRUNAVAILABLE (the
   * service that knows is not there), not ERRNOTFOUND.
   */
  clientsVisible: 'clients.internal.visible',
} as const;

export const exercisesVisibleRequestSchema = z.object({
  accountId: idSchema,
  elementIds: z.array(idSchema).max(500),
  resourceIds: z.array(idSchema).max(5000),
  /** The education a set names (stock article ids and custom snapshot ids). */
  educationIds: z.array(idSchema).max(100).default([]),
});
export type ExercisesVisibleRequest = z.infer<typeof exercisesVisibleRequestSchema>;
export const exercisesVisibleReplySchema = z.object({ elementIds: z.array(z.string()), resourceIds: z.array(z.string()), educationIds: z.array(z.string()) });
export type ExercisesVisibleReply = z.infer<typeof exercisesVisibleReplySchema>;

export const clientsVisibleRequestSchema = z.object({ accountId: idSchema, clientIds: z.array(idSchema).max(100) });
export type ClientsVisibleRequest = z.infer<typeof clientsVisibleRequestSchema>;
export const clientsVisibleReplySchema = z.object({
  clients: z.array(z.object({ id: z.string(), archived: z.boolean(), name: z.string() })),
});
export type ClientsVisibleReply = z.infer<typeof clientsVisibleReplySchema>;

/** What the exercises service asks the sets service about the resources it holds. */
export const SET_RESOURCE_SUBJECTS = {
  /**
   * Sets service: does a set, a set's history point or a draft name this resource (an exercise's
   * thumbnail or resources)? Asked before an upload is deleted: they would show it no more.
   */
  resourceUsed: 'sets.internal.resourceUsed',
} as const;

export const resourceUsedRequestSchema = z.object({ resourceId: idSchema });
export type ResourceUsedRequest = z.infer<typeof resourceUsedRequestSchema>;
export const resourceUsedReplySchema = z.object({ used: z.boolean() });
export type ResourceUsedReply = z.infer<typeof resourceUsedReplySchema>;
