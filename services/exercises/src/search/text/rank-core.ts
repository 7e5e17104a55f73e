import { positionOf, weightOf } from './tsvector.js';

/**
 * The heart of PostgreSQL's ts_rank (tsrank.c, calc_rank_and / calc_rank_or) with default weights
 * and normalization 0, over one document's entries for each ranked operand. Arithmetic follows the C
 * code's float4/double mix (Math.fround where C stores or computes a float) so results are the same
 * float4 PostgreSQL returns.
 */

/** Default weights {D, C, B, A}, float4. */
const WEIGHTS = Float32Array.of(0.1, 0.2, 0.4, 1.0);
const MAXENTRYPOS = 1 << 14;
/** The position calc_rank_and gives a lexeme without positions (POSNULL: MAXENTRYPOS - 1, weight D). */
const NULL_POSITION = MAXENTRYPOS - 1;
const FAR = Math.fround(1e-30);
const NO_MATCH_RANK = Math.fround(1e-20);
const PI2_6 = 1.64493406685;

/** word_distance(d) for d = 0..100, float4. */
const WORD_DISTANCE = new Float32Array(101);
for (let d = 0; d <= 100; d++) WORD_DISTANCE[d] = 1.0 / (1.005 + 0.05 * Math.exp(Math.fround(d) / 1.5 - 2));
const wordDistance = (d: number): number => (d > 100 ? FAR : WORD_DISTANCE[d]!);

/**
 * One document's entries per ranked operand: operand i owns entries
 * `itemEnds[i - 1] .. itemEnds[i]`, each entry the positions `positions[entryStarts[e] .. entryEnds[e])`
 * (an empty range: a lexeme without positions), entries in lexeme order. Reused between documents.
 */
export class RankEntries {
  positions: Uint16Array = new Uint16Array(0);
  itemCount = 0;
  itemEnds = new Int32Array(8);
  entryStarts = new Int32Array(16);
  entryEnds = new Int32Array(16);
  entryCount = 0;
  /** calc_rank_and's pos[k]: operand k's last entry (-1: none), kept here to spare allocations. */
  lastStarts = new Int32Array(8);
  lastEnds = new Int32Array(8);

  reset(positions: Uint16Array): void {
    this.positions = positions;
    this.itemCount = 0;
    this.entryCount = 0;
  }

  addEntry(start: number, end: number): void {
    if (this.entryCount === this.entryStarts.length) {
      this.entryStarts = grow(this.entryStarts);
      this.entryEnds = grow(this.entryEnds);
    }
    this.entryStarts[this.entryCount] = start;
    this.entryEnds[this.entryCount++] = end;
  }

  /** Closes the current operand's entries (possibly none). */
  endItem(): void {
    if (this.itemCount === this.itemEnds.length) {
      this.itemEnds = grow(this.itemEnds);
      this.lastStarts = grow(this.lastStarts);
      this.lastEnds = grow(this.lastEnds);
    }
    this.itemEnds[this.itemCount++] = this.entryCount;
  }
}

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * calc_rank: `byProximity` picks calc_rank_and (top operator `&` or phrase). `vectorIsEmpty`: a
 * tsvector without lexemes ranks 0 whatever the query.
 */
export function rankOf(entries: RankEntries, byProximity: boolean, vectorIsEmpty: boolean): number {
  if (vectorIsEmpty || entries.itemCount === 0) return 0;
  const res = byProximity && entries.itemCount >= 2 ? rankAnd(entries) : rankOr(entries);
  return res < 0 ? NO_MATCH_RANK : res;
}

/** calc_rank_or: for each entry, its weights summed with decreasing importance, averaged over operands. */
function rankOr(entries: RankEntries): number {
  const { positions, itemCount, entryStarts, entryEnds } = entries;
  const fround = Math.fround;
  let res = 0;
  for (let e = 0; e < entries.entryCount; e++) {
    const start = entryStarts[e]!;
    const end = entryEnds[e]!;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    if (start === end) {
      // POSNULL in calc_rank_or: one position 0 of weight D.
      resj = WEIGHTS[0]!;
      wjm = resj;
    } else {
      for (let j = 0; j < end - start; j++) {
        const w = WEIGHTS[weightOf(positions[start + j]!)]!;
        resj = fround(resj + fround(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
    }
    res = fround(res + fround(fround(wjm + resj) - fround(wjm / ((jm + 1) * (jm + 1)))) / PI2_6);
  }
  return fround(res / itemCount);
}

/**
 * calc_rank_and: every pair of positions of different operands adds its proximity. As in the C code,
 * operand k is paired through its last entry only (pos[k] is overwritten entry by entry), and a
 * lexeme without positions stands at MAXENTRYPOS - 1 with weight D.
 */
function rankAnd(entries: RankEntries): number {
  const { positions, itemCount, itemEnds, entryStarts, entryEnds } = entries;
  const fround = Math.fround;
  const lastStart = entries.lastStarts.fill(-1, 0, itemCount);
  const lastEnd = entries.lastEnds;
  let res = -1;
  let e = 0;
  for (let i = 0; i < itemCount; i++) {
    for (; e < itemEnds[i]!; e++) {
      const start = entryStarts[e]!;
      const end = entryEnds[e]!;
      lastStart[i] = start;
      lastEnd[i] = end;
      const iNull = start === end;
      const dimt = iNull ? 1 : end - start;
      for (let k = 0; k < i; k++) {
        const kStart = lastStart[k]!;
        if (kStart < 0) continue;
        const kEnd = lastEnd[k]!;
        const kNull = kStart === kEnd;
        const lenct = kNull ? 1 : kEnd - kStart;
        for (let l = 0; l < dimt; l++) {
          const post = iNull ? NULL_POSITION : positions[start + l]!;
          for (let p = 0; p < lenct; p++) {
            const ct = kNull ? NULL_POSITION : positions[kStart + p]!;
            let dist = Math.abs(positionOf(post) - positionOf(ct));
            if (dist !== 0 || iNull || kNull) {
              if (dist === 0) dist = MAXENTRYPOS;
              const product = fround(fround(WEIGHTS[weightOf(post)]! * WEIGHTS[weightOf(ct)]!) * wordDistance(dist));
              const curw = fround(Math.sqrt(product));
              res = res < 0 ? curw : fround(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}
