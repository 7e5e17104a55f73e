import { describe, expect, it } from '@jest/globals';
import { preferenceKey, ProfilePreferences } from '@openset/web-kit';
import { DEFAULT_PDF_CHOICES, headerFor, readPdfChoices, savePdfChoices } from './pdfPreferences';

/** localStorage's two calls over a Map, and a page's preferences over it. */
function page(items = new Map<string, string>()) {
  return { items, preferences: new ProfilePreferences(() => ({ getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) })) };
}

describe('PDF choices', () => {
  it('starts from the spec defaults and remembers each profile apart', () => {
    const { preferences } = page();
    expect(readPdfChoices('a', preferences)).toEqual(DEFAULT_PDF_CHOICES);
    savePdfChoices('a', { templates: ['tracking', 'comprehensive'], size: 'large', trackingDays: 14, header: 'h1' }, preferences);
    // Templates come back in the PDF's order.
    expect(readPdfChoices('a', preferences)).toEqual({ templates: ['comprehensive', 'tracking'], size: 'large', trackingDays: 14, header: 'h1' });
    expect(readPdfChoices('b', preferences)).toEqual(DEFAULT_PDF_CHOICES);
  });

  it('reads anything unreadable as the defaults, field by field', () => {
    const stored = page();
    stored.items.set(preferenceKey('pdfChoices', 'a'), '{"templates":["bogus"],"size":"huge","trackingDays":99}');
    expect(readPdfChoices('a', stored.preferences)).toEqual(DEFAULT_PDF_CHOICES);
    stored.items.set(preferenceKey('pdfChoices', 'a'), '{"size":"max","trackingDays":"x"}');
    expect(readPdfChoices('a', page(stored.items).preferences)).toEqual({ ...DEFAULT_PDF_CHOICES, size: 'max' });
    stored.items.set(preferenceKey('pdfChoices', 'a'), 'not json');
    expect(readPdfChoices('a', page(stored.items).preferences)).toEqual(DEFAULT_PDF_CHOICES);
    stored.items.set(preferenceKey('pdfChoices', 'a'), '[]');
    expect(readPdfChoices('a', page(stored.items).preferences)).toEqual(DEFAULT_PDF_CHOICES);
    expect(readPdfChoices(null, stored.preferences)).toEqual(DEFAULT_PDF_CHOICES);
  });

  it('prints the chosen header while it is offered, else the profile selection; none is none', () => {
    expect(headerFor('h2', ['h1', 'h2'], 'h1')).toBe('h2');
    expect(headerFor('gone', ['h1'], 'h1')).toBe('h1');
    expect(headerFor(null, ['h1'], 'h1')).toBe('h1');
    expect(headerFor('none', ['h1'], 'h1')).toBeNull();
    expect(headerFor(null, [], null)).toBeNull();
  });
});
