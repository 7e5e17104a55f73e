import { z } from 'zod';
import { ERROR_HTTP_STATUS, ERROR_MESSAGES, type ErrorKey, type ServerErrorCode } from './error-codes.js';

export const serverErrorCodeSchema = z.enum(
  Object.keys(ERROR_HTTP_STATUS) as [ServerErrorCode, ...ServerErrorCode[]],
);

/**
 * The error as plain data: this is what crosses NATS inside an RpcException and what the
 * gateway puts in the HTTP error wrapper.
 */
export const errorBodySchema = z.object({
  code: serverErrorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * `details` of ERRRATELIMIT: when to try again. The gateway sends it as `Retry-After` too, and
 * sends a default when a limit did not say.
 */
export const rateLimitDetailsSchema = z.object({ retryAfterSeconds: z.number().int().min(1) });
export type RateLimitDetails = z.infer<typeof rateLimitDetailsSchema>;
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const errorKeySchema = z.enum(Object.keys(ERROR_MESSAGES) as [ErrorKey, ...ErrorKey[]]);

/** `details` of a refused operation or permission from the catalogue: `{ key }`. */
export const errorKeyDetailsSchema = z.object({ key: errorKeySchema });
export const errorKeyDetails = (key: ErrorKey) => ({ key });

/**
 * ERRVALIDATION keeps `details` as its field list (api-conventions.md); a catalogue validation
 * error (Upload Error) marks the failing field with the key: `[{ path, message, key }]`.
 */
export const keyedFieldSchema = z.object({ path: z.string(), message: z.string(), key: errorKeySchema });
export const uploadErrorDetails = () => [{ path: 'file', message: ERROR_MESSAGES.uploadError, key: 'uploadError' as const }];

/**
 * The catalogue key of an error body's `details` (either shape above), else the key whose
 * English text is the message or the details: the fallback for answers without a key.
 */
export function errorKeyOf(message: string, details: unknown): ErrorKey | null {
  const keyed = errorKeyDetailsSchema.safeParse(details);
  if (keyed.success) return keyed.data.key;
  if (Array.isArray(details)) {
    for (const field of details) {
      const parsed = keyedFieldSchema.safeParse(field);
      if (parsed.success) return parsed.data.key;
    }
  }
  const byText = (Object.keys(ERROR_MESSAGES) as ErrorKey[]).find(
    (key) => ERROR_MESSAGES[key] === message || ERROR_MESSAGES[key] === details,
  );
  if (byText) return byText;
  return message === 'Upload Error' ? 'uploadError' : null;
}
