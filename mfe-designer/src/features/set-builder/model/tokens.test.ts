import { describe, expect, it } from '@jest/globals';
import { builderPath, formatToken, MAX_OPEN_DOCUMENTS, parseToken, parseTokens } from './tokens';

describe('open documents in the URL', () => {
  it('reads saved sets, drafts and new documents', () => {
    expect(parseToken('abc_1')).toEqual({ kind: 'set', id: 'abc_1' });
    expect(parseToken('d~x9')).toEqual({ kind: 'draft', id: 'x9' });
    expect(parseToken('n~k-2')).toEqual({ kind: 'new', id: 'k-2' });
    for (const token of [
      { kind: 'set', id: 'a' },
      { kind: 'draft', id: 'b' },
      { kind: 'new', id: 'c' },
    ] as const) {
      expect(parseToken(formatToken(token))).toEqual(token);
    }
  });

  it('drops what is no token, repeats, and documents past the cap', () => {
    expect(parseTokens(undefined)).toEqual([]);
    expect(parseTokens('a,,x~b,d~,a,<b>,d~c')).toEqual(['a', 'd~c']);
    const many = Array.from({ length: 15 }, (_, i) => `s${i}`).join(',');
    expect(parseTokens(many)).toHaveLength(MAX_OPEN_DOCUMENTS);
  });

  it('writes the documents after the browser part of the path', () => {
    expect(builderPath('/clinician/designer/exerciseBrowser/custom/f1/setBuilder/a,b', ['c', 'd~e'])).toBe(
      '/clinician/designer/exerciseBrowser/custom/f1/setBuilder/c,d~e',
    );
    expect(builderPath('/clinician/designer/exerciseBrowser/stock/setBuilder', [])).toBe(
      '/clinician/designer/exerciseBrowser/stock/setBuilder',
    );
    expect(builderPath('/clinician/designer/exerciseBrowser/stock/setBuilder/', ['a'])).toBe(
      '/clinician/designer/exerciseBrowser/stock/setBuilder/a',
    );
  });
});
