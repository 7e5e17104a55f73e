import { createHash } from 'node:crypto';
import type { LibraryCategory, LibraryItem } from './catalogue/library-item.js';

/**
 * A digest of everything a load writes: when it equals the stored one, the load is skipped, so
 * `npm start` only pays for the library when it changed.
 */
export function libraryVersion(items: LibraryItem[], categories: LibraryCategory[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(categories));
  for (const item of items) {
    const { images, ...rest } = item;
    hash.update(JSON.stringify(rest));
    for (const image of images) {
      hash.update(image.mime);
      hash.update(JSON.stringify(image.caption ?? null));
      hash.update(image.fingerprint ?? image.data);
    }
  }
  return hash.digest('hex');
}
