import { describe, expect, it } from '@jest/globals';
import type { LibraryItem } from './catalogue/library-item.js';
import { libraryVersion } from './library-version.js';

const item = (title: string, image = 'a', caption: LibraryItem['images'][number]['caption'] = null): LibraryItem => ({
  source: 's', sourceKey: 'k', title: { en: title, fr: null }, instructions: { en: '', fr: null }, category: 'c',
  bodyRegions: [], equipment: [], position: 'standing', parameters: [], reflect: false,
  images: [{ kind: 'drawing', mime: 'image/svg+xml', data: Buffer.from(image), caption }],
  licence: { id: 'CC0-1.0', url: null, attributionRequired: false }, author: null, sourceUrl: null, creditLine: null, tags: [],
});

describe('libraryVersion', () => {
  it("is stable for the same library and changes with any text, image byte or picture's caption", () => {
    expect(libraryVersion([item('A')], [])).toBe(libraryVersion([item('A')], []));
    expect(libraryVersion([item('A')], [])).not.toBe(libraryVersion([item('B')], []));
    expect(libraryVersion([item('A', 'x')], [])).not.toBe(libraryVersion([item('A', 'y')], []));
    expect(libraryVersion([item('A', 'x', { en: 'Drawing', fr: null })], [])).not.toBe(libraryVersion([item('A', 'x', { en: 'Drawing', fr: 'Dessin' })], []));
  });
});
