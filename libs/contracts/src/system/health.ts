import { z } from 'zod';
import { emptyObjectSchema } from '../common.js';
import { defineRoute } from '../route.js';

export const SERVICE_NAMES = ['auth', 'exercises', 'sets', 'clients', 'outcomes', 'teams', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every service answers `<name>.health` with this. */
export const serviceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(['up', 'down']),
  database: z.enum(['up', 'down', 'none']),
  instance: z.string(),
  uptimeSeconds: z.number(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const healthSubject = (service: string) => `${service}.health`;

export const healthResponseSchema = z.object({
  status: z.enum(['up', 'degraded']),
  gateway: z.object({ status: z.literal('up'), uptimeSeconds: z.number() }),
  database: z.enum(['up', 'down']),
  services: z.record(z.string(), z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nullable() })),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    subject: 'gateway.health',
    access: 'public',
    tag: 'system',
    summary: 'Gateway, each service over NATS, and PostgreSQL (no auth, no PHI)',
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: z.undefined().optional(),
    response: healthResponseSchema,
  }),
};
