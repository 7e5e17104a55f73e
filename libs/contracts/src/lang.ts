/** The two languages of the interface and of the content (spec section 5). Plain data: no zod. */
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
