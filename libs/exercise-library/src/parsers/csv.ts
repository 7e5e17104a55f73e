import { parse, type InfoRecord } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV of our import format, read with csv-parse (RFC 4180: quoted fields may hold commas, line
 * breaks and doubled quotes; CRLF, LF or CR line ends, even mixed; a UTF-8 byte order mark is
 * ignored). Each record keeps the line it starts on, so that import warnings name the row a user
 * sees in a spreadsheet; a record that cannot be read is left out and named in `errors`.
 */
export interface CsvRecord {
  /** 1-based line number of the record's first character. */
  line: number;
  fields: string[];
}

export interface CsvResult {
  records: CsvRecord[];
  /** Structural problems (an unterminated quote, a stray quote inside an unquoted field). */
  errors: { line: number; message: string }[];
}

const MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  INVALID_OPENING_QUOTE: 'a double quote inside an unquoted field (quote the whole field and double the quote)',
  CSV_INVALID_CLOSING_QUOTE: 'a double quote inside an unquoted field (quote the whole field and double the quote)',
};

export function parseCsv(text: string, delimiter = ','): CsvResult {
  const records: CsvRecord[] = [];
  const errors: CsvResult['errors'] = [];
  // Where the previous record ended and how many blank lines had been skipped by then.
  let previousEnd = 0;
  let previousEmpty = 0;
  parse(text, {
    delimiter,
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_record: (fields: string[], { lines, empty_lines: empty }: InfoRecord) => {
      records.push({ line: previousEnd + 1 + (empty - previousEmpty), fields });
      previousEnd = lines;
      previousEmpty = empty;
      return null;
    },
    on_skip: (error) => {
      const code = (error as { code?: string } | undefined)?.code ?? '';
      errors.push({ line: previousEnd + 1, message: MESSAGES[code] ?? error?.message ?? 'unreadable CSV record' });
    },
  });
  return { records, errors };
}

/** CSV text of rows, quoted where a field needs it (exports and tests). */
export function toCsv(rows: string[][]): string {
  return stringify(rows, { record_delimiter: '\r\n' });
}
