import { describe, expect, it } from '@jest/globals';
import { pairVariants, type VariantRow } from './movement-variants.js';

let next = 0;
function variant(variantKey: string, side: 'left' | 'right' | null, label: { en: string; fr: string | null }): VariantRow {
  next += 1;
  return {
    id: `v${next}`, is_stack: false, scope: 'stock', owner_id: null, team_id: null, org_id: null, folder_id: null, stack_id: null,
    title_en: `Pull-down (${label.en}${side ? `, ${side}` : ''})`, title_fr: null, thumbnail_id: null, parameters: [], category_id: null,
    movement_key: 'openset_pulldown',
    variant_key: variantKey, side, variant_en: label.en, variant_fr: label.fr,
  };
}

describe('pairVariants: a movement\'s variant picker', () => {
  const lightLeft = variant('sitting.band-light', 'left', { en: 'sitting, light band', fr: 'assis, élastique léger' });
  const lightRight = variant('sitting.band-light', 'right', { en: 'sitting, light band', fr: 'assis, élastique léger' });
  const heavyLeft = variant('sitting.band-heavy', 'left', { en: 'sitting, heavy band', fr: null });
  const heavyRight = variant('sitting.band-heavy', 'right', { en: 'sitting, heavy band', fr: null });
  const standing = variant('standing', null, { en: 'standing', fr: 'debout' });
  const byId = new Map([lightLeft, lightRight, heavyLeft, heavyRight, standing].map((row) => [row.id, row]));
  const other = (row: VariantRow) => ({ [lightLeft.id]: lightRight, [lightRight.id]: lightLeft, [heavyLeft.id]: heavyRight, [heavyRight.id]: heavyLeft })[row.id];

  it('makes one entry of a left and right pair, the left one shown with the right one beside it', () => {
    const entries = pairVariants([lightRight, standing, lightLeft, heavyLeft, heavyRight], other, 'en');
    expect(entries.map((e) => [e.id, e.variantLabel, e.side, e.otherSide?.id ?? null])).toEqual([
      [lightLeft.id, 'sitting, light band', 'left', lightRight.id],
      [standing.id, 'standing', null, null],
      [heavyLeft.id, 'sitting, heavy band', 'left', heavyRight.id],
    ]);
    expect(entries[0]).toMatchObject({ type: 'stockExercise', readOnly: true, title: 'Pull-down (sitting, light band, left)' });
    expect(entries[0]!.otherSide).toMatchObject({ side: 'right', title: 'Pull-down (sitting, light band, right)' });
  });

  it('shows the side that matches, with the other side still addable, and labels in French with English as fallback', () => {
    const entries = pairVariants([heavyRight, lightLeft], other, 'fr');
    expect(entries.map((e) => [e.id, e.variantLabel, e.side, e.otherSide?.id])).toEqual([
      [heavyRight.id, 'sitting, heavy band', 'right', heavyLeft.id],
      [lightLeft.id, 'assis, élastique léger', 'left', lightRight.id],
    ]);
    // Every variant's id is in the picker, as an entry or its other side.
    const all = pairVariants([...byId.values()], other, 'en').flatMap((e) => [e.id, e.otherSide?.id]).filter(Boolean);
    expect(all.sort()).toEqual([...byId.keys()].sort());
  });
});
