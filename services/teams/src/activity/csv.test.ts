import { describe, expect, it } from '@jest/globals';
import { csvLine } from './csv.js';

describe('csvLine', () => {
  it('quotes what would break a field and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', null])).toBe('a,"b,c","say ""hi""","two\nlines",\r\n');
  });

  it('keeps a spreadsheet from reading a field as a formula', () => {
    expect(csvLine(['=SUM(A1)', '+1', '-2', '@x', 'ok'])).toBe("'=SUM(A1),'+1,'-2,'@x,ok\r\n");
  });
});
