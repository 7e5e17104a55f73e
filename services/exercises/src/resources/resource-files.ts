import { IMAGE_WIDTHS } from '@openset/contracts';
import type { ResourceDbRow } from './resource.mapper.js';

/** Where a resized variant of a stored image is kept, beside its original: a JPEG stays a JPEG, anything else becomes PNG. */
export const variantKey = (originalKey: string, width: number, mime: string): string =>
  `${originalKey}.w${width}.${mime === 'image/jpeg' ? 'jpg' : 'png'}`;

/**
 * Every key the file store may hold for a resource: its original, its poster, and the resized
 * variants of both (a width outside IMAGE_WIDTHS is served at the default, one of them). The
 * file store has no listing, so a deletion names them all; deleting a key never made is a no-op.
 */
export function storedKeysOf(row: Pick<ResourceDbRow, 'storage_key' | 'poster_key'>): string[] {
  const originals = [row.storage_key, ...(row.poster_key ? [row.poster_key] : [])];
  return originals.flatMap((key) => [
    key,
    ...IMAGE_WIDTHS.flatMap((width) => [variantKey(key, width, 'image/jpeg'), variantKey(key, width, 'image/png')]),
  ]);
}
