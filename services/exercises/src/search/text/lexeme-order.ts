/**
 * PostgreSQL's order of lexemes (tsCompareString): bytewise over UTF-8, a prefix before the longer
 * string. Every tsvector is sorted this way and ts_rank visits query operands in this order, so the
 * engine must sort exactly alike for floating-point sums to come out in the same order.
 */
export function compareLexemes(a: string, b: string): number {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      // UTF-16 units order like UTF-8 bytes except surrogates (code points above U+FFFF), which
      // must come after U+E000..U+FFFF.
      return x >= 0xd800 && y >= 0xd800 ? utf8Rank(x) - utf8Rank(y) : x - y;
    }
  }
  return a.length - b.length;
}

function utf8Rank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  return unit + 0x2000;
}

/** Index of the first lexeme not before `lexeme` in a sorted array. */
export function lowerBound(sorted: readonly string[], lexeme: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLexemes(sorted[middle]!, lexeme) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The lexemes an operand names in a sorted array, as a half-open index range: the lexeme itself, or
 * for a prefix operand every lexeme that starts with it (they are contiguous in this order).
 */
export function lexemeRange(sorted: readonly string[], lexeme: string, prefix: boolean): [number, number] {
  const low = lowerBound(sorted, lexeme);
  if (!prefix) return low < sorted.length && sorted[low] === lexeme ? [low, low + 1] : [low, low];
  let high = low;
  while (high < sorted.length && sorted[high]!.startsWith(lexeme)) high++;
  return [low, high];
}
