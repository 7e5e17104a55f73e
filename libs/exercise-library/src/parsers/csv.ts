/**
 * A small RFC 4180 CSV reader: comma-separated fields, fields in double quotes may hold commas,
 * line breaks and doubled quotes (""), records end with CRLF or LF. No CSV package is installed in
 * the workspace and this is all our import format needs. Each record keeps the line it starts on,
 * so import warnings can name the row a user sees in a spreadsheet.
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

export function parseCsv(text: string, delimiter = ','): CsvResult {
  const records: CsvRecord[] = [];
  const errors: CsvResult['errors'] = [];
  // A UTF-8 byte order mark, as spreadsheet programs write, is not part of the first field.
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let recordLine = 1;
  let quoted = false;
  let fieldStarted = false;
  let quoteOpenedAt = 0;

  const endField = (): void => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = (): void => {
    endField();
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '')) {
      records.push({ line: recordLine, fields });
    }
    fields = [];
  };

  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (c === '\n') {
        line += 1;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (!fieldStarted && field === '') {
        quoted = true;
        fieldStarted = true;
        quoteOpenedAt = line;
      } else {
        errors.push({ line, message: 'a double quote inside an unquoted field (quote the whole field and double the quote)' });
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === delimiter) {
      endField();
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += c;
    fieldStarted = true;
    i += 1;
  }
  if (quoted) {
    errors.push({ line: quoteOpenedAt, message: 'a quoted field is never closed' });
  }
  if (field !== '' || fields.length > 0 || fieldStarted) {
    endRecord();
  }
  return { records, errors };
}

/** Quotes a field when it needs it (for writing CSV, e.g. in tests and exports). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value.startsWith(' ') || value.endsWith(' ') ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: string[][]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
