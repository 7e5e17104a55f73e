import { z } from 'zod';

export const LANGS = ['en', 'fr'] as const;
export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

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

/** Plain text from a person: trimmed, with `<` and `>` refused (spec section 5). */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[<>]/.test(value), 'must not contain < or >');

export const emailSchema = z.string().trim().max(254).pipe(z.email());

export const emptyObjectSchema = z.strictObject({});
export const okSchema = z.object({ ok: z.literal(true) });
