import { compareLexemes } from './lexeme-order.js';

/** Weights of PostgreSQL's WordEntryPos: A=3, B=2, C=1, D=0 (the default). */
export const WEIGHT_A = 3;
export const WEIGHT_B = 2;
export const WEIGHT_C = 1;
export const WEIGHT_D = 0;

/** Largest position a tsvector keeps (MAXENTRYPOS - 1); larger ones are clamped to it. */
export const MAX_POSITION = 0x3fff;

/** Position of a WordEntryPos (its low 14 bits). */
export const positionOf = (entryPos: number): number => entryPos & 0x3fff;
/** Weight of a WordEntryPos (its high 2 bits). */
export const weightOf = (entryPos: number): number => entryPos >>> 14;

/**
 * A parsed tsvector: lexemes in PostgreSQL's order, and for lexeme i its positions
 * `positions[positionStarts[i] .. positionStarts[i + 1])` as WordEntryPos (`position | weight << 14`),
 * ascending. A lexeme without positions (a stripped entry) has an empty range.
 */
export interface DocVector {
  readonly lexemes: readonly string[];
  readonly positionStarts: Uint32Array;
  readonly positions: Uint16Array;
}

export interface VectorEntry {
  lexeme: string;
  /** WordEntryPos values; empty for a lexeme without positions. */
  positions: readonly number[];
}

/**
 * Parses a tsvector's text form (`search_en::text`): `'lexeme':1A,5B 'other':3 'stripped'`.
 * Quoted lexemes double a quote and may escape with a backslash; unquoted lexemes are accepted too.
 * Input PostgreSQL would have normalised (unsorted or repeated lexemes, unsorted positions) is
 * normalised the same way, so any valid literal gives the vector PostgreSQL would store.
 */
export function parseTsvector(text: string): DocVector {
  // PostgreSQL prints lexemes sorted and positions ascending: collect straight into flat arrays,
  // and only if the text turns out not to be in that canonical form normalise it through vectorOf.
  const lexemes: string[] = [];
  const starts: number[] = [0];
  const flat: number[] = [];
  let canonical = true;
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`invalid tsvector at offset ${i}: ${why}`);
  };
  for (;;) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    let lexeme = '';
    if (text.charCodeAt(i) === QUOTE) {
      i++;
      let start = i;
      for (;;) {
        if (i >= text.length) fail('unterminated quoted lexeme');
        const c = text.charCodeAt(i);
        if (c === BACKSLASH) {
          if (i + 1 >= text.length) fail('backslash at the end');
          lexeme += text.slice(start, i) + text[i + 1]!;
          i += 2;
          start = i;
        } else if (c === QUOTE && text.charCodeAt(i + 1) === QUOTE) {
          lexeme += text.slice(start, i) + "'";
          i += 2;
          start = i;
        } else if (c === QUOTE) {
          lexeme += text.slice(start, i);
          i++;
          break;
        } else i++;
      }
    } else {
      while (i < text.length && !isSpace(text.charCodeAt(i)) && text.charCodeAt(i) !== COLON) {
        if (text.charCodeAt(i) === BACKSLASH) i++;
        if (i < text.length) lexeme += text[i]!;
        i++;
      }
    }
    if (lexeme.length === 0) fail('empty lexeme');
    if (canonical && lexemes.length > 0) canonical = compareLexemes(lexemes[lexemes.length - 1]!, lexeme) < 0;
    lexemes.push(lexeme);
    if (text.charCodeAt(i) === COLON) {
      i++;
      let previous = 0;
      for (;;) {
        let position = 0;
        const start = i;
        for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) position = position * 10 + c - 48;
        if (i === start) fail('position expected');
        if (position < 1) fail('positions start at 1');
        position = Math.min(position, MAX_POSITION);
        if (position <= previous) canonical = false;
        previous = position;
        const weight = WEIGHT_OF_LETTER[text[i] ?? ''];
        if (weight !== undefined) i++;
        flat.push(position | ((weight ?? WEIGHT_D) << 14));
        if (text.charCodeAt(i) !== COMMA) break;
        i++;
      }
    }
    starts.push(flat.length);
    if (i < text.length && !isSpace(text.charCodeAt(i))) fail('space expected');
  }
  if (canonical) return { lexemes, positionStarts: Uint32Array.from(starts), positions: Uint16Array.from(flat) };
  return vectorOf(lexemes.map((lexeme, k) => ({ lexeme, positions: flat.slice(starts[k], starts[k + 1]) })));
}

/** A DocVector from entries in any order, merged and sorted as PostgreSQL's tsvector input does. */
export function vectorOf(entries: readonly VectorEntry[]): DocVector {
  let sorted = true;
  for (let k = 1; k < entries.length && sorted; k++) sorted = compareLexemes(entries[k - 1]!.lexeme, entries[k]!.lexeme) < 0;
  const ordered = sorted ? entries : mergeRepeated([...entries].sort((a, b) => compareLexemes(a.lexeme, b.lexeme)));
  const lexemes: string[] = [];
  const lists: (readonly number[])[] = [];
  const positionStarts = new Uint32Array(ordered.length + 1);
  for (let k = 0; k < ordered.length; k++) {
    lexemes.push(ordered[k]!.lexeme);
    lists.push(uniquePositions(ordered[k]!.positions));
    positionStarts[k + 1] = positionStarts[k]! + lists[k]!.length;
  }
  const positions = new Uint16Array(positionStarts[ordered.length]!);
  for (let k = 0; k < lists.length; k++) positions.set(lists[k]!, positionStarts[k]);
  return { lexemes, positionStarts, positions };
}

function mergeRepeated(sorted: readonly VectorEntry[]): VectorEntry[] {
  const merged: { lexeme: string; positions: number[] }[] = [];
  for (const entry of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.lexeme === entry.lexeme) last.positions.push(...entry.positions);
    else merged.push({ lexeme: entry.lexeme, positions: [...entry.positions] });
  }
  return merged;
}

/** Positions ascending, one per position; of a repeated position the heavier weight stays (uniquePos). */
function uniquePositions(positions: readonly number[]): readonly number[] {
  let ordered = true;
  for (let k = 1; k < positions.length && ordered; k++) ordered = positionOf(positions[k - 1]!) < positionOf(positions[k]!);
  if (ordered) return positions;
  const unique: number[] = [];
  for (const entryPos of [...positions].sort((a, b) => positionOf(a) - positionOf(b))) {
    const last = unique.length - 1;
    if (last >= 0 && positionOf(unique[last]!) === positionOf(entryPos)) {
      if (weightOf(entryPos) > weightOf(unique[last]!)) unique[last] = entryPos;
    } else unique.push(entryPos);
  }
  return unique;
}

const QUOTE = 39;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const WEIGHT_OF_LETTER: Readonly<Record<string, number>> = {
  A: WEIGHT_A, a: WEIGHT_A, B: WEIGHT_B, b: WEIGHT_B, C: WEIGHT_C, c: WEIGHT_C, D: WEIGHT_D, d: WEIGHT_D,
};

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}
