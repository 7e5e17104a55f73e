import { z } from 'zod';
import { LANGS } from './lang.js';

export const langSchema = z.enum(LANGS);

/** Ids are opaque strings on the wire. */
export const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'invalid id');

/** Several ids in one path segment, separated by commas (`/sets/a1,b2,c3`). */
export const idListSchema = z
  .string()
  .max(100 * 65)
  .transform((value) => value.split(','))
  .pipe(z.array(idSchema).min(1).max(100));

export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{"items": [...], "total": N}`; domains extend it with side lists (resources, categories...). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

/**
 * Characters no string of a request may hold: the C0 controls other than tab, line feed and
 * carriage return, DEL, and the C1 controls. PostgreSQL refuses NUL in text (it was a 500), and
 * nobody can see or type the others.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/**
 * The one string schema of requests (body, query and path): bounded, and without control
 * characters. Every string a route takes in is built from it (`plainText`, `idSchema`,
 * `emailSchema` included); `contract-strings.test.ts` checks the whole route table.
 */
export const text = (max: number, { trim = false } = {}) =>
  (trim ? z.string().trim() : z.string()).max(max).refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE);

/** Plain text from a person: trimmed, with `<` and `>` refused (spec section 5). */
export const plainText = (max: number) => text(max, { trim: true }).refine((value) => !/[<>]/.test(value), 'must not contain < or >');

export const emailSchema = text(254, { trim: true }).pipe(z.email());

/** Whether this runtime's time-zone data knows `name` (an IANA name such as `America/Toronto`). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
/** An IANA time zone, as a browser names its own (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneSchema = text(64).refine((name) => /^[A-Za-z0-9_+/-]+$/.test(name) && isKnownTimeZone(name), 'must be a time zone name such as America/Toronto');

export const emptyObjectSchema = z.strictObject({});
/** The body of a call that takes none: nothing, or `{}`. */
export const noBodySchema = z.undefined().or(emptyObjectSchema).optional();
export const okSchema = z.object({ ok: z.literal(true) });

/** A day in milliseconds, for UTC's calendar days (they have no daylight saving): ranges, ages, the days between two dates. */
export const DAY_MS = 86_400_000;
