/**
 * One CSV line (RFC 4180): a field with a comma, quote or line break is quoted, quotes doubled.
 * A field starting with = + - @ gets a leading apostrophe, so a spreadsheet never runs it as a
 * formula (CSV injection).
 */
export function csvLine(fields: readonly unknown[]): string {
  return `${fields.map((field) => csvField(String(field ?? ''))).join(',')}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
