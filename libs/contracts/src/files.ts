import { z } from 'zod';
import { text } from './common.js';

/**
 * Files never travel inside NATS messages (1 MB limit): the gateway stages an upload in a NATS
 * JetStream object store bucket and passes this reference; a service answers a download with a
 * reference to an object the gateway then streams to the browser.
 */
export const uploadRefSchema = z.object({
  bucket: text(200),
  object: text(200),
  filename: text(255),
  /** What the browser claimed; services sniff the real type from the content. */
  declaredMime: text(255),
  size: z.number().int().min(0),
});
export type UploadRef = z.infer<typeof uploadRefSchema>;

export const fileRefSchema = z.object({
  bucket: z.string(),
  object: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  filename: z.string().optional(),
  /** Cache-Control max-age the gateway sends; 0 for private, changing content. */
  cacheSeconds: z.number().int().min(0),
  etag: z.string().optional(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** Upper bound the gateway enforces while receiving, before any service sees the file. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
