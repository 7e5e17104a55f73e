import type { Lang } from '@openset/contracts';
import type { SearchDbRow } from '../../elements/element-row.js';

/** What the index reads of an elements row (element-row.ts: SEARCH_COLUMNS). */
export type SearchRow = SearchDbRow;

/**
 * An element as the index keeps it: its list row (who may see it, what the browser filters on,
 * what a list shows), its sort keys, and per language its terms in order, title then
 * instructions, which phrases are checked against.
 */
export interface IndexedElement {
  row: Omit<SearchRow, 'instructions_en' | 'instructions_fr'>;
  /** ` term term | term term ` per language: a phrase matches inside the title or the instructions. */
  sequence: Record<Lang, string>;
  /** How many terms the title holds per language: a title holding the words among fewer others is more about them. */
  titleLength: Record<Lang, number>;
  /** Unaccented, lower-cased title per language (English when there is no French), then id: the order of equal scores. */
  sortKey: Record<Lang, string>;
  /** Its movement, by number (element-search-index.ts): a stock variant's, else its own. */
  movement: number;
  /** Its variant without the side, by number: a left and a right variant share it. */
  pair: number;
  /** 1 for a right variant: the left one stands for the pair where both rank alike. */
  rightSide: 0 | 1;
}
