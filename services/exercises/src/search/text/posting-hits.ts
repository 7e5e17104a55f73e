import { gallop } from './doc-sets.js';

/**
 * Where a run of lexemes' posting lists meet a sorted list of documents: for the document in slot j
 * of `docs`, its postings (in lexeme order) are `postings[starts[j] .. starts[j + 1])`. Built by
 * walking each posting list in step with `docs`, galloping through whichever side is much longer.
 */
export interface Hits {
  starts: Int32Array;
  postings: Int32Array;
}

/**
 * @param postingStarts per lexeme, where its postings begin in `postingDocs` (length lexemes + 1)
 * @param postingDocs every posting's document, ascending within a lexeme
 */
export function collectHits(postingStarts: Int32Array, postingDocs: Int32Array, from: number, to: number, docs: Int32Array): Hits {
  const starts = new Int32Array(docs.length + 1);
  if (to - from === 1) {
    // One lexeme: at most one posting per document, found already in slot order.
    const slots = new Int32Array(Math.min(docs.length, postingStarts[to]! - postingStarts[from]!));
    const postings = new Int32Array(slots.length);
    const n = meet(postingDocs, postingStarts[from]!, postingStarts[to]!, docs, slots, postings, 0);
    for (let k = 0; k < n; k++) starts[slots[k]! + 1] = 1;
    for (let j = 0; j < docs.length; j++) starts[j + 1]! += starts[j]!;
    return { starts, postings: postings.subarray(0, n) };
  }
  let capacity = 0;
  for (let lexeme = from; lexeme < to; lexeme++) capacity += Math.min(docs.length, postingStarts[lexeme + 1]! - postingStarts[lexeme]!);
  const slots = new Int32Array(capacity);
  const found = new Int32Array(capacity);
  let n = 0;
  for (let lexeme = from; lexeme < to; lexeme++) n = meet(postingDocs, postingStarts[lexeme]!, postingStarts[lexeme + 1]!, docs, slots, found, n);
  // Counting sort by slot; stable, so each document's postings stay in lexeme order.
  for (let k = 0; k < n; k++) starts[slots[k]! + 1]!++;
  for (let j = 0; j < docs.length; j++) starts[j + 1]! += starts[j]!;
  const next = starts.slice(0, docs.length);
  const postings = new Int32Array(n);
  for (let k = 0; k < n; k++) postings[next[slots[k]!]!++] = found[k]!;
  return { starts, postings };
}

/** Appends (slot in docs, posting) for every document both lists share; returns the new count. */
function meet(postingDocs: Int32Array, from: number, to: number, docs: Int32Array, slots: Int32Array, postings: Int32Array, n: number): number {
  const listLength = to - from;
  if (listLength > 8 * docs.length) {
    let p = from;
    for (let j = 0; j < docs.length && p < to; j++) {
      p = gallop(postingDocs, p, to, docs[j]!);
      if (p < to && postingDocs[p] === docs[j]) {
        slots[n] = j;
        postings[n++] = p;
      }
    }
  } else if (docs.length > 8 * listLength) {
    let j = 0;
    for (let p = from; p < to && j < docs.length; p++) {
      j = gallop(docs, j, docs.length, postingDocs[p]!);
      if (j < docs.length && docs[j] === postingDocs[p]) {
        slots[n] = j;
        postings[n++] = p;
      }
    }
  } else {
    let p = from;
    let j = 0;
    while (p < to && j < docs.length) {
      const a = postingDocs[p]!;
      const b = docs[j]!;
      if (a < b) p++;
      else if (a > b) j++;
      else {
        slots[n] = j++;
        postings[n++] = p++;
      }
    }
  }
  return n;
}
