// Error codes and the catalogue's messages as plain data (no zod): a page that has not loaded
// the schemas yet (the sign-in start-up) maps answers with them. errors.ts adds the schemas.

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

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && value in ERROR_HTTP_STATUS;
}

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
  resourceInUse: 'This upload is still in use (by an exercise, an education article, a set or its history, or a draft) and cannot be deleted.',
  folderSetTooLarge: 'A set saved into a folder holds at most 100 exercises.',
  clientSetTooLarge: 'A set assigned to a client holds at most 50 exercises.',
  pdfTooLarge: 'A set converted to PDF holds at most 50 exercises.',
  setChanged: 'This set was changed since you opened it. Open it again to see the newer version.',
  signatureRequired: "Updating a client's set needs your signature confirmation.",
  archivedClient: "An archived client's sets are read-only.",
  resetLinkInvalid: 'This link to set a password has expired or was already used. Ask for a new one from the sign-in page.',
  tooManyDrafts: 'You have 50 drafts, the most kept. Save or discard one of them to keep a new one.',
} as const;

/**
 * A stable machine key for each catalogue error, carried in the error's `details` so clients
 * pick their translated text by key instead of matching the English message. The front ends'
 * `errors.<key>` strings use the same keys.
 */
export type ErrorKey = keyof typeof ERROR_MESSAGES;
