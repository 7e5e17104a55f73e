import type { Lang } from '@openset/contracts';
import { column } from '@openset/server-kit';

/**
 * What the search index reads of an elements row: what decides who finds it and with which
 * filters, the texts it is found by, and the rest of a browser list row (ListDbRow), so that a
 * page of results is written from the index without reading the rows again.
 */
export const SEARCH_ROW = {
  id: column<string>(),
  scope: column<'stock' | 'user' | 'team' | 'org'>(),
  owner_id: column<string | null>(),
  team_id: column<string | null>(),
  org_id: column<string | null>(),
  folder_id: column<string | null>(),
  stack_id: column<string | null>(),
  is_stack: column<boolean>(),
  category_id: column<string | null>(),
  body_regions: column<string[]>(),
  equipment: column<string[]>(),
  position: column<string | null>(),
  title_en: column<string>(),
  title_fr: column<string | null>(),
  thumbnail_id: column<string | null>(),
  sort_order: column<number>(),
  parameters: column<{ title: string; value: string }[]>(),
  instructions_en: column<string>(),
  instructions_fr: column<string | null>(),
};

export type SearchRow = typeof SEARCH_ROW;

/**
 * An element as the index keeps it: its list row (who may see it, what the browser filters on,
 * what a list shows), its sort keys, and per language its terms in order, title then
 * instructions, which phrases are checked against.
 */
export interface IndexedElement {
  row: Omit<SearchRow, 'instructions_en' | 'instructions_fr'>;
  /** ` term term | term term ` per language: a phrase matches inside the title or the instructions. */
  sequence: Record<Lang, string>;
  /** Unaccented, lower-cased title per language (English when there is no French), then id: the order of equal scores. */
  sortKey: Record<Lang, string>;
}
