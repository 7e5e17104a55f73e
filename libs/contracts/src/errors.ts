import { z } from 'zod';

/** Every error code the API can answer with (api-conventions.md), and its HTTP status. */
export const ERROR_HTTP_STATUS = {
  ERRAUTH: 401,
  ERRPERMISSION: 403,
  ERRNOTFOUND: 404,
  ERRVALIDATION: 400,
  ERROPERATION: 409,
  ERRRATELIMIT: 429,
  ERRINTERNAL: 500,
  ERRUNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ServerErrorCode = keyof typeof ERROR_HTTP_STATUS;
/** Codes produced by the front ends only: a network failure and a cancelled call. */
export type ClientErrorCode = 'ERRCONNECTION' | 'ERRCANCEL';
export type ErrorCode = ServerErrorCode | ClientErrorCode;

export const serverErrorCodeSchema = z.enum(
  Object.keys(ERROR_HTTP_STATUS) as [ServerErrorCode, ...ServerErrorCode[]],
);

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && value in ERROR_HTTP_STATUS;
}

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

/** User-facing messages of the spec's error catalogue (section 8), by key. */
export const ERROR_MESSAGES = {
  wrongPassword: 'You entered an incorrect password.',
  uploadError: 'File is either the wrong type, or too big.',
  onlyEmptyFolders: 'Only empty folders can be deleted.',
  maxFolderDepth: 'Max folder depth exceeded.',
  maxSeats: 'You have reached your max allowed number of seats.',
  notInDemo: 'Not available in the demo.',
  dailyMax: 'You have reached your daily max for that action.',
  emailNotAvailable: 'Email not available.',
  uploadQuota: 'You have used all of your upload space. Delete uploads you no longer need, or contact support.',
} as const;

/**
 * A stable machine key for each catalogue error, carried in the error's `details` so clients
 * pick their translated text by key instead of matching the English message. The front ends'
 * `errors.<key>` strings use the same keys.
 */
export type ErrorKey = keyof typeof ERROR_MESSAGES;
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
