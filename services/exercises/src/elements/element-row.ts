import { column, columnList, columnsOf } from '@openset/server-kit';

/**
 * The elements row as the service reads it, declared once: the row types, the select lists of
 * every statement and the columns a copy takes all come from this object (the table itself is
 * made by the migrations).
 */

const ELEMENT_ROW = {
  id: column<string>(),
  is_stack: column<boolean>(),
  scope: column<'stock' | 'user' | 'team' | 'org'>(),
  owner_id: column<string | null>(),
  team_id: column<string | null>(),
  org_id: column<string | null>(),
  folder_id: column<string | null>(),
  stack_id: column<string | null>(),
  sort_order: column<number>(),
  title_en: column<string>(),
  title_fr: column<string | null>(),
  instructions_en: column<string>(),
  instructions_fr: column<string | null>(),
  reflect: column<boolean>(),
  thumbnail_id: column<string | null>(),
  parameters: column<{ title: string; value: string }[]>(),
  // captionFr: the stock library's French caption (an imported drawing's); a clinician's own
  // captions are in the language they wrote them in.
  resources: column<{ resourceId: string; caption: string; captionFr?: string }[]>(),
  category_id: column<string | null>(),
  body_regions: column<string[]>(),
  equipment: column<string[]>(),
  position: column<string | null>(),
  source: column<string | null>(),
  licence: column<string | null>(),
  licence_url: column<string | null>(),
  attribution_required: column<boolean>(),
  author: column<string | null>(),
  source_url: column<string | null>(),
  credit_line: column<string | null>(),
  updated_at: column<Date | string>(),
  /** The stock movement this row is a variant of; null: a movement of its own (Migration20261123020000Movements). */
  movement_key: column<string | null>(),
  variant_key: column<string | null>(),
  side: column<'left' | 'right' | null>(),
  variant_en: column<string | null>(),
  variant_fr: column<string | null>(),
};
type ElementColumn = keyof typeof ELEMENT_ROW;

/** Computed beside the columns by some statements: the viewer's star, the list's total. */
interface Computed {
  favourite?: boolean;
  total?: string | number;
}

/** An elements row as SQL returns it (ELEMENT_COLUMNS). */
export type ElementDbRow = typeof ELEMENT_ROW & Computed;

/**
 * What a browser list row needs (ElementListItem): no instructions, media, credit or tags.
 * Instructions are the bulk of a row and live out of line (TOAST): not selecting them saves a
 * TOAST read per listed row as well as most of the reply.
 */
const LIST_FIELDS = [
  'id',
  'is_stack',
  'scope',
  'owner_id',
  'team_id',
  'org_id',
  'folder_id',
  'stack_id',
  'title_en',
  'title_fr',
  'thumbnail_id',
  'parameters',
  'category_id',
  'movement_key',
] as const satisfies readonly ElementColumn[];

/** A list row as the list statements select it (LIST_COLUMNS). */
export type ListDbRow = Pick<ElementDbRow, (typeof LIST_FIELDS)[number]> & Computed;

/** A stock variant as a movement's picker shows it: a list row and its variant of the movement. */
const VARIANT_FIELDS = [...LIST_FIELDS, 'variant_key', 'side', 'variant_en', 'variant_fr'] as const satisfies readonly ElementColumn[];

/** A variant's row as the picker's statement selects it (VARIANT_COLUMNS). */
export type VariantDbRow = Pick<ElementDbRow, (typeof VARIANT_FIELDS)[number]> & Computed;

/** What a copy takes from its original as it is: the content, its licence and its credit. */
export const COPIED_FIELDS = [
  'title_en',
  'title_fr',
  'instructions_en',
  'instructions_fr',
  'reflect',
  'thumbnail_id',
  'parameters',
  'resources',
  'category_id',
  'body_regions',
  'equipment',
  'position',
  'source',
  'licence',
  'licence_url',
  'attribution_required',
  'author',
  'source_url',
  'credit_line',
] as const satisfies readonly ElementColumn[];

/** Columns every element read selects; `e` is the elements table. */
export const ELEMENT_COLUMNS = columnList(columnsOf(ELEMENT_ROW), 'e');

/** Columns a browser list selects; `e` is the elements table. */
export const LIST_COLUMNS = columnList(LIST_FIELDS, 'e');

/** Columns a movement's picker selects; `e` is the elements table. */
export const VARIANT_COLUMNS = columnList(VARIANT_FIELDS, 'e');
