import { z } from 'zod';
import { idSchema, text } from '../common.js';

/** An IPv4 or IPv6 address, as a key is tied to one. */
export const ipAddressSchema = text(45, { trim: true }).pipe(z.union([z.ipv4(), z.ipv6()]));

/** An API key as it is listed: never the key itself, which is shown once at creation. */
export const apiKeySchema = z.object({
  id: z.string(),
  title: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema), total: z.number().int() });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** `POST /clinician/apiKeys`: an optional title, and the address the key works from (the caller's when left out). */
export const apiKeyCreateSchema = z.strictObject({
  title: text(100, { trim: true }).optional(),
  ip: ipAddressSchema.optional(),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** The new key (256 random bits, base64url), in this answer only: only its digest is stored. */
export const apiKeyCreatedSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyParamsSchema = z.strictObject({ id: idSchema });
