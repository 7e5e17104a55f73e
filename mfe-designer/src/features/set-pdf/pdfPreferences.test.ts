import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PDF_CHOICES, headerFor, pdfChoicesKey, readPdfChoices, savePdfChoices } from './pdfPreferences';

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('PDF choices', () => {
  it('starts from the spec defaults and remembers each profile apart', () => {
    const storage = memory();
    expect(readPdfChoices(storage, 'a')).toEqual(DEFAULT_PDF_CHOICES);
    savePdfChoices(storage, 'a', { templates: ['tracking', 'comprehensive'], size: 'large', trackingDays: 14, header: 'h1' });
    // Templates come back in the PDF's order.
    expect(readPdfChoices(storage, 'a')).toEqual({ templates: ['comprehensive', 'tracking'], size: 'large', trackingDays: 14, header: 'h1' });
    expect(readPdfChoices(storage, 'b')).toEqual(DEFAULT_PDF_CHOICES);
  });

  it('reads anything unreadable as the defaults', () => {
    const storage = memory();
    storage.setItem(pdfChoicesKey('a'), '{"templates":["bogus"],"size":"huge","trackingDays":99}');
    expect(readPdfChoices(storage, 'a')).toEqual(DEFAULT_PDF_CHOICES);
    storage.setItem(pdfChoicesKey('a'), 'not json');
    expect(readPdfChoices(storage, 'a')).toEqual(DEFAULT_PDF_CHOICES);
    expect(readPdfChoices(null, 'a')).toEqual(DEFAULT_PDF_CHOICES);
  });

  it('prints the chosen header while it is offered, else the profile selection; none is none', () => {
    expect(headerFor('h2', ['h1', 'h2'], 'h1')).toBe('h2');
    expect(headerFor('gone', ['h1'], 'h1')).toBe('h1');
    expect(headerFor(null, ['h1'], 'h1')).toBe('h1');
    expect(headerFor('none', ['h1'], 'h1')).toBeNull();
    expect(headerFor(null, [], null)).toBeNull();
  });
});
