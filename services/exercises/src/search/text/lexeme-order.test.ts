import { describe, expect, it } from '@jest/globals';
import { compareLexemes, lexemeRange, lowerBound } from './lexeme-order.js';

const utf8Order = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('lexeme order', () => {
  it('orders by UTF-8 bytes, a prefix first, as tsCompareString does', () => {
    const words = ['b', 'a', 'ab', 'é', 'z', 'éa', 'e', '\u{1F600}', '\uFB01', 'ä', 'A', ''];
    expect([...words].sort(compareLexemes)).toEqual([...words].sort(utf8Order));
    // A supplementary-plane character comes after U+FB01 in UTF-8 though not in UTF-16.
    expect(compareLexemes('\u{1F600}', '\uFB01')).toBeGreaterThan(0);
    expect(compareLexemes('ab', 'ab')).toBe(0);
  });

  it('finds exact and prefix ranges', () => {
    const sorted = ['a', 'sho', 'shoulder', 'shoulders', 'shrug', 'z'];
    expect(lowerBound(sorted, 'shp')).toBe(4);
    expect(lexemeRange(sorted, 'shoulder', false)).toEqual([2, 3]);
    expect(lexemeRange(sorted, 'shoul', false)).toEqual([2, 2]);
    expect(lexemeRange(sorted, 'sho', true)).toEqual([1, 4]);
    expect(lexemeRange(sorted, 'y', true)).toEqual([5, 5]);
  });
});
