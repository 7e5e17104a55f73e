/**
 * The stock library shipped with OpenSet: every authored base exercise expanded into its variants,
 * each with a generated drawing as its thumbnail. Pure and deterministic, so loading it twice gives
 * the same rows and the loader's (source, sourceKey) upsert stays idempotent.
 */
import { BASE_EXERCISES } from './bases/index.js';
import { CATEGORY_TREE } from './categories.js';
import type { LibraryCategory, LibraryItem } from './library-item.js';
import { drawingImage } from './thumbnail.js';
import { expandBase } from './variants.js';

export { STOCK_SOURCE } from './variants.js';

export function buildStockCatalogue(): LibraryItem[] {
  const items = BASE_EXERCISES.flatMap((base) => expandBase(base));
  for (const item of items) {
    item.images = [drawingImage(item)];
  }
  return items;
}

export function stockCategories(): LibraryCategory[] {
  return CATEGORY_TREE.map((c) => ({ ...c, title: { ...c.title } }));
}
