import { compareLexemes } from './lexeme-order.js';
import { TextIndex } from './text-index.js';
import type { DocVector } from './tsvector.js';

/**
 * Collects documents' vectors in increasing document order, then lays them out as a TextIndex:
 * lexemes sorted in PostgreSQL's order, each with its postings (documents ascending) and their
 * positions in one shared array.
 */
export class TextIndexBuilder {
  private readonly idOf = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private postingLexemes = new Int32Array(1 << 12);
  private postingDocs = new Int32Array(1 << 12);
  private positionEnds = new Uint32Array(1 << 12);
  private positions = new Uint16Array(1 << 13);
  private docLexemeCounts = new Uint32Array(1 << 10);
  private postingCount = 0;
  private positionCount = 0;
  private lastDoc = -1;

  /** Adds document `doc`'s vector; documents come in increasing order, gaps are empty vectors. */
  add(doc: number, vector: DocVector): this {
    if (!Number.isInteger(doc) || doc <= this.lastDoc) throw new Error(`documents must be added in increasing order (${doc} after ${this.lastDoc})`);
    const count = vector.lexemes.length;
    while (this.postingCount + count > this.postingDocs.length) {
      this.postingLexemes = grown(this.postingLexemes);
      this.postingDocs = grown(this.postingDocs);
      this.positionEnds = grown(this.positionEnds);
    }
    while (this.positionCount + vector.positions.length > this.positions.length) this.positions = grown(this.positions);
    while (doc >= this.docLexemeCounts.length) this.docLexemeCounts = grown(this.docLexemeCounts);
    for (let k = 0; k < count; k++) {
      const lexeme = vector.lexemes[k]!;
      let id = this.idOf.get(lexeme);
      if (id === undefined) {
        id = this.lexemes.length;
        const own = detached(lexeme);
        this.lexemes.push(own);
        this.idOf.set(own, id);
      }
      for (let p = vector.positionStarts[k]!; p < vector.positionStarts[k + 1]!; p++) this.positions[this.positionCount++] = vector.positions[p]!;
      this.postingLexemes[this.postingCount] = id;
      this.postingDocs[this.postingCount] = doc;
      this.positionEnds[this.postingCount++] = this.positionCount;
    }
    this.docLexemeCounts[doc] = count;
    this.lastDoc = doc;
    return this;
  }

  /** The index over documents 0..docCount-1 (by default up to the last one added). */
  build(docCount = this.lastDoc + 1): TextIndex {
    if (docCount <= this.lastDoc) throw new Error(`docCount ${docCount} leaves out document ${this.lastDoc}`);
    const lexemeCount = this.lexemes.length;
    const byLexeme = Array.from({ length: lexemeCount }, (_, id) => id).sort((a, b) => compareLexemes(this.lexemes[a]!, this.lexemes[b]!));
    const rankOfId = new Int32Array(lexemeCount);
    byLexeme.forEach((id, rank) => (rankOfId[id] = rank));

    const postingStarts = new Int32Array(lexemeCount + 1);
    for (let p = 0; p < this.postingCount; p++) postingStarts[rankOfId[this.postingLexemes[p]!]! + 1]!++;
    for (let rank = 0; rank < lexemeCount; rank++) postingStarts[rank + 1]! += postingStarts[rank]!;

    // Postings were added in document order, so placing them lexeme by lexeme in that order keeps
    // each lexeme's documents ascending.
    const next = postingStarts.slice(0, lexemeCount);
    const placeOf = new Int32Array(this.postingCount);
    const postingDocs = new Int32Array(this.postingCount);
    const positionStarts = new Uint32Array(this.postingCount + 1);
    for (let p = 0; p < this.postingCount; p++) {
      const place = next[rankOfId[this.postingLexemes[p]!]!]!++;
      placeOf[p] = place;
      postingDocs[place] = this.postingDocs[p]!;
      positionStarts[place + 1] = this.positionEnds[p]! - (p === 0 ? 0 : this.positionEnds[p - 1]!);
    }
    for (let place = 0; place < this.postingCount; place++) positionStarts[place + 1]! += positionStarts[place]!;
    const positions = new Uint16Array(this.positionCount);
    for (let p = 0; p < this.postingCount; p++) {
      let to = positionStarts[placeOf[p]!]!;
      for (let from = p === 0 ? 0 : this.positionEnds[p - 1]!; from < this.positionEnds[p]!; from++) positions[to++] = this.positions[from]!;
    }
    const docLexemeCounts = new Uint32Array(docCount);
    docLexemeCounts.set(this.docLexemeCounts.subarray(0, Math.min(docCount, this.lastDoc + 1)));
    return new TextIndex({
      docCount,
      lexicon: byLexeme.map((id) => this.lexemes[id]!),
      postingStarts,
      postingDocs,
      positionStarts,
      positions,
      docLexemeCounts,
    });
  }
}

function grown<T extends Int32Array | Uint32Array | Uint16Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A copy of a string that does not point into the text it was cut from: V8 keeps substrings of 13
 * characters or more as views of their parent, which would keep every loaded tsvector text alive.
 */
function detached(lexeme: string): string {
  return lexeme.length < 13 ? lexeme : decoder.decode(encoder.encode(lexeme));
}
