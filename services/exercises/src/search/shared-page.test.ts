import { describe, expect, it } from '@jest/globals';
import type { ElementPage } from '@openset/contracts';
import { SharedPage } from './shared-page.js';

const item = (id: string, title: string) => ({
  id, title, type: 'stockExercise' as const, thumbnailId: null, favourite: false, folderId: null, stackId: null,
  readOnly: true, categoryId: 'c1', parameters: [{ title: 'Reps', value: '10' }],
});
const page: ElementPage = {
  items: [item('a', 'Épaule "flexion"'), item('b', 'Knee "favourite":false,'), item('c', 'Hip')],
  total: 57,
  resources: [],
  categories: [{ id: 'c1', key: 'shoulder', title: 'Épaule', parentId: null, order: 1 }],
};

describe('SharedPage', () => {
  it('serves the page with exactly the caller\'s stars, as valid JSON', () => {
    const shared = SharedPage.of(page);
    const mine = shared.withStars(new Set(['b'])).parse();
    expect(mine.items.map((i) => [i.id, i.favourite])).toEqual([['a', false], ['b', true], ['c', false]]);
    expect(mine.items[0]!.title).toBe('Épaule "flexion"');
    expect([mine.total, mine.categories]).toEqual([57, page.categories]);
    expect(shared.withStars(new Set()).parse()).toEqual(page);
  });

  it('serves an empty page', () => {
    expect(SharedPage.of({ ...page, items: [], total: 0 }).withStars(new Set(['a'])).parse()).toEqual({ ...page, items: [], total: 0 });
  });
});

describe('SharedPage compression', () => {
  it('keeps the page without stars compressed, and assembles pages with stars', () => {
    const shared = SharedPage.of(page);
    expect(shared.withStars(new Set()).wrappedGzip).not.toBeNull();
    expect(shared.withStars(new Set(['not-on-this-page'])).wrappedGzip).not.toBeNull();
    expect(shared.withStars(new Set(['a'])).wrappedGzip).toBeNull();
  });
});

describe('SharedPage merge', () => {
  const ranked = { ids: ['a', 'b', 'c'], total: 57, ranks: [0.9, 0.5, 0.5], titles: ['A', 'B', 'C'], corrected: false };
  const mine = (id: string, title: string) => ({ ...item(id, title), type: 'userExercise' as const, readOnly: false });

  it('merges own matches by rank, then title, into a page of the same length, counting them in the total', () => {
    const shared = SharedPage.of(page, ranked);
    expect(shared.mergeable).toBe(true);
    const own = {
      matches: [{ id: 'x', title: 'Bb', rank: 0.5 }, { id: 'y', title: 'Z', rank: 0.1 }],
      items: new Map([['x', mine('x', 'Bb')], ['y', mine('y', 'Z')]]),
    };
    const merged = shared.mergedWith(own, new Set(['c', 'x']), page.categories, 3).parse();
    expect(merged.items.map((i) => [i.id, i.favourite])).toEqual([['a', false], ['b', false], ['x', false]]);
    expect(merged.total).toBe(59);
    const longer = shared.mergedWith(own, new Set(['c']), page.categories, 10).parse();
    expect(longer.items.map((i) => [i.id, i.favourite])).toEqual([['a', false], ['b', false], ['x', false], ['c', true], ['y', false]]);
  });

  it('is not mergeable when typo correction made the page', () => {
    expect(SharedPage.of(page, { ...ranked, corrected: true }).mergeable).toBe(false);
    expect(SharedPage.of(page).mergeable).toBe(false);
  });
});
