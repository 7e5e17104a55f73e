import { describe, expect, it } from 'vitest';
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
