import { describe, expect, it } from '@jest/globals';
import { parseCsv, toCsv } from './csv.js';

describe('parseCsv (RFC 4180)', () => {
  it('reads plain fields and both line endings', () => {
    const { records, errors } = parseCsv('a,b,c\r\n1,2,3\n4,5,6');
    expect(errors).toEqual([]);
    expect(records.map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields, and the starting line of each record', () => {
    const text = 'key,instructions\nk1,"Stand tall, then ""squat"".\nBreathe out."\nk2,plain\n';
    const { records, errors } = parseCsv(text);
    expect(errors).toEqual([]);
    expect(records[1]).toEqual({ line: 2, fields: ['k1', 'Stand tall, then "squat".\nBreathe out.'] });
    expect(records[2]).toEqual({ line: 4, fields: ['k2', 'plain'] });
  });

  it('keeps empty fields and skips blank lines', () => {
    const { records } = parseCsv('a,,c\n\n,,\n');
    expect(records.map((r) => r.fields)).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('ignores a byte order mark and reports an unclosed quote with its line', () => {
    const { records, errors } = parseCsv('\ufeffa,b\n1,"never closed\n2,3');
    expect(records[0]!.fields).toEqual(['a', 'b']);
    expect(errors).toEqual([{ line: 2, message: 'a quoted field is never closed' }]);
  });

  it('reports a stray quote inside an unquoted field', () => {
    const { errors } = parseCsv('a,b"c\n');
    expect(errors[0]).toMatchObject({ line: 1 });
  });

  it('round-trips what toCsv writes', () => {
    const rows = [
      ['key', 'text'],
      ['x', 'with, comma'],
      ['y', 'with "quotes"\nand a new line'],
    ];
    expect(parseCsv(toCsv(rows)).records.map((r) => r.fields)).toEqual(rows);
  });
});
