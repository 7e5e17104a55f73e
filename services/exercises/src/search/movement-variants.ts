import type { Lang, MovementVariant } from '@openset/contracts';
import type { VariantDbRow } from '../elements/element-row.js';

/** A variant's row with the caller's star. */
export type VariantRow = VariantDbRow;

/**
 * A movement's variants as its picker shows them: one entry per variant, the left and right
 * variants of one variant being one entry, since a set's reflect flag mirrors an exercise for
 * the other side. The entry is the left variant when it matches, else the side that does; the
 * other side rides along (`otherSide`), matching or not, so every variant stays addable by its
 * own id. Entries keep the order of their best-placed variant in `matching`.
 */
export function pairVariants(
  matching: VariantRow[],
  otherSide: (row: VariantRow) => VariantRow | undefined,
  lang: Lang,
): MovementVariant[] {
  const entries = new Map<string, VariantRow[]>();
  for (const row of matching) {
    const pair = row.side ? (row.variant_key ?? row.id) : row.id;
    const held = entries.get(pair);
    if (held) held.push(row);
    else entries.set(pair, [row]);
  }
  return [...entries.values()].map((rows) => {
    const shown = rows.find((row) => row.side === 'left') ?? rows[0]!;
    const other = shown.side ? (rows.find((row) => row !== shown) ?? otherSide(shown)) : undefined;
    return {
      ...variantItem(shown, lang),
      variantLabel: labelOf(shown, lang),
      side: shown.side,
      otherSide: other?.side ? { ...variantItem(other, lang), side: other.side } : null,
    };
  });
}

/** A stock variant as a list row: read-only for everybody, in no folder or stack. */
function variantItem(row: VariantRow, lang: Lang) {
  return {
    id: row.id,
    type: 'stockExercise' as const,
    title: lang === 'fr' ? (row.title_fr ?? row.title_en) : row.title_en,
    thumbnailId: row.thumbnail_id,
    favourite: Boolean(row.favourite),
    folderId: null,
    stackId: null,
    readOnly: true,
    categoryId: row.category_id,
    parameters: row.parameters,
  };
}

/** The variant's words in the clinician's language (English where there is no French), else its title. */
function labelOf(row: VariantRow, lang: Lang): string {
  const label = lang === 'fr' ? (row.variant_fr ?? row.variant_en) : row.variant_en;
  return label ?? (lang === 'fr' ? (row.title_fr ?? row.title_en) : row.title_en);
}

/** The same variant on the other side (the right one of a left variant, and so on), among a movement's rows. */
export function otherSideAmong(rows: VariantRow[]): (row: VariantRow) => VariantRow | undefined {
  const key = (row: VariantRow, side: 'left' | 'right') => `${row.variant_key ?? row.id}\u0000${side}`;
  const bySide = new Map(rows.flatMap((row) => (row.side ? [[key(row, row.side), row] as const] : [])));
  return (row) => (row.side ? bySide.get(key(row, row.side === 'left' ? 'right' : 'left')) : undefined);
}
