/**
 * The calendar day of `date` where the browser is, `YYYY-MM-DD`: the day a client records for
 * and a clinician reads up to. Not `toISOString()`, whose day is UTC's (tomorrow in the evening
 * in the Americas, yesterday after midnight in Europe).
 */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
