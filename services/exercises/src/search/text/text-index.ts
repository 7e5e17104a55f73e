import { complement, difference, intersect, union, unionAll } from './doc-sets.js';
import { lexemeRange } from './lexeme-order.js';
import { operandPositions, type OperandEntries } from './operand-entries.js';
import { phraseHolds, type OperandCheck } from './phrase.js';
import { collectHits, type Hits } from './posting-hits.js';
import { RankEntries, rankOf } from './rank-core.js';
import { rankOperands, ranksByProximity } from './rank-operands.js';
import type { TsNode, TsOperand, TsPhrase, TsQuery } from './tsquery.js';
import { weightOf } from './tsvector.js';

/** The compact arrays of an index; see TextIndex. */
export interface TextIndexParts {
  docCount: number;
  /** Every lexeme once, in PostgreSQL's order. */
  lexicon: readonly string[];
  /** Lexeme i's postings are `postingStarts[i] .. postingStarts[i + 1]` (length lexicon + 1). */
  postingStarts: Int32Array;
  /** Each posting's document, ascending within a lexeme. */
  postingDocs: Int32Array;
  /** Posting p's WordEntryPos values are `positions[positionStarts[p] .. positionStarts[p + 1])`. */
  positionStarts: Uint32Array;
  positions: Uint16Array;
  /** How many lexemes each document's vector has (0: an empty vector, which ranks 0). */
  docLexemeCounts: Uint32Array;
}

/** A set of documents, or (negated) every document but those. */
interface DocSet {
  docs: Int32Array;
  negated: boolean;
}

const NONE = new Int32Array(0);
const EVERYTHING: DocSet = { docs: NONE, negated: true };

/**
 * An inverted index over the tsvectors of documents 0..docCount-1 that answers `@@` and ts_rank as
 * PostgreSQL does (see match.ts and rank.ts for the single-vector versions it agrees with).
 * Boolean operators are set algebra on posting lists; positions are read only for phrase candidates
 * and for ranking. Immutable once built (TextIndexBuilder).
 */
export class TextIndex {
  readonly docCount: number;
  private readonly lexicon: readonly string[];
  private readonly postingStarts: Int32Array;
  private readonly postingDocs: Int32Array;
  private readonly positionStarts: Uint32Array;
  private readonly positions: Uint16Array;
  private readonly docLexemeCounts: Uint32Array;
  private readonly scratch = new RankEntries();

  constructor(parts: TextIndexParts) {
    this.docCount = parts.docCount;
    this.lexicon = parts.lexicon;
    this.postingStarts = parts.postingStarts;
    this.postingDocs = parts.postingDocs;
    this.positionStarts = parts.positionStarts;
    this.positions = parts.positions;
    this.docLexemeCounts = parts.docLexemeCounts;
  }

  /** Number of distinct lexemes. */
  get lexemeCount(): number {
    return this.lexicon.length;
  }

  /** Documents whose vector `@@ query`, ascending. A null (empty) query matches nothing. */
  match(query: TsQuery | null): Int32Array {
    if (!query) return new Int32Array(0);
    const result = this.evaluate(query.root);
    const docs = result.negated ? complement(result.docs, this.docCount) : result.docs;
    // Never hand out a view of the index's own arrays, nor a short view of a long buffer.
    const whole = docs.byteOffset === 0 && docs.byteLength === docs.buffer.byteLength && docs.buffer !== this.postingDocs.buffer;
    return whole ? docs : docs.slice();
  }

  /** ts_rank(vector of doc, query). */
  rank(doc: number, query: TsQuery | null): number {
    return this.rankMany(Int32Array.of(doc), query)[0]!;
  }

  /** ts_rank of each of `docs` (ascending, no repeats), in the same order. */
  rankMany(docs: Int32Array, query: TsQuery | null): Float32Array {
    const ranks = new Float32Array(docs.length);
    if (!query || docs.length === 0) return ranks;
    for (let j = 1; j < docs.length; j++) if (docs[j]! <= docs[j - 1]!) throw new Error('rankMany needs ascending documents');
    if (docs[0]! < 0 || docs[docs.length - 1]! >= this.docCount) throw new Error('rankMany: document out of range');
    const operands = rankOperands(query);
    const byProximity = ranksByProximity(query);
    const hits = operands.map((operand) => this.hitsOf(operand, docs));
    const entries = this.scratch;
    const { positionStarts } = this;
    for (let j = 0; j < docs.length; j++) {
      entries.reset(this.positions);
      for (let i = 0; i < hits.length; i++) {
        const { starts, postings } = hits[i]!;
        for (let h = starts[j]!, end = starts[j + 1]!; h < end; h++) {
          const p = postings[h]!;
          entries.addEntry(positionStarts[p]!, positionStarts[p + 1]!);
        }
        entries.endItem();
      }
      ranks[j] = rankOf(entries, byProximity, this.docLexemeCounts[docs[j]!] === 0);
    }
    return ranks;
  }

  /** Approximate bytes held: the arrays plus the lexicon's strings. */
  byteSize(): number {
    let strings = 0;
    // V8 keeps a Latin-1 string at one byte a character, others at two; plus header and slot.
    for (const lexeme of this.lexicon) strings += 16 + 8 + lexeme.length * (isLatin1(lexeme) ? 1 : 2);
    return (
      strings +
      this.postingStarts.byteLength +
      this.postingDocs.byteLength +
      this.positionStarts.byteLength +
      this.positions.byteLength +
      this.docLexemeCounts.byteLength
    );
  }

  private evaluate(node: TsNode): DocSet {
    switch (node.kind) {
      case 'operand':
        return { docs: this.operandDocs(node), negated: false };
      case 'not': {
        const inner = this.evaluate(node.operand);
        return { docs: inner.docs, negated: !inner.negated };
      }
      case 'and':
        return and(this.evaluate(node.left), this.evaluate(node.right));
      case 'or':
        return or(this.evaluate(node.left), this.evaluate(node.right));
      case 'phrase':
        return { docs: this.phraseDocs(node), negated: false };
    }
  }

  /**
   * A superset of where a phrase subtree can hold: phrases as AND, NOT as anything (`a <-> !b`
   * may hold where b occurs).
   */
  private candidates(node: TsNode): DocSet {
    switch (node.kind) {
      case 'operand':
        return { docs: this.operandDocs(node), negated: false };
      case 'not':
        return EVERYTHING;
      case 'or':
        return or(this.candidates(node.left), this.candidates(node.right));
      default:
        return and(this.candidates(node.left), this.candidates(node.right));
    }
  }

  private phraseDocs(node: TsPhrase): Int32Array {
    const candidates = this.candidates(node);
    const docs = candidates.negated ? complement(candidates.docs, this.docCount) : candidates.docs;
    if (docs.length === 0) return NONE;
    const entriesOf = new Map<TsOperand, { hits: Hits; entries: OperandEntries }>();
    for (const operand of operandsUnder(node)) {
      const hits = this.hitsOf(operand, docs);
      entriesOf.set(operand, { hits, entries: { positions: this.positions, bounds: this.positionStarts, ids: hits.postings, from: 0, to: 0 } });
    }
    let slot = 0;
    const check: OperandCheck = (operand, data) => {
      const { hits, entries } = entriesOf.get(operand)!;
      entries.from = hits.starts[slot]!;
      entries.to = hits.starts[slot + 1]!;
      return operandPositions(entries, operand.weights, data.positions);
    };
    const out = new Int32Array(docs.length);
    let n = 0;
    for (; slot < docs.length; slot++) if (phraseHolds(node, check)) out[n++] = docs[slot]!;
    return out.subarray(0, n);
  }

  /** Documents where an operand is present (outside phrases): see operandPresent. */
  private operandDocs(operand: TsOperand): Int32Array {
    const [from, to] = lexemeRange(this.lexicon, operand.lexeme, operand.prefix);
    const lists: Int32Array[] = [];
    for (let lexeme = from; lexeme < to; lexeme++) {
      const start = this.postingStarts[lexeme]!;
      const end = this.postingStarts[lexeme + 1]!;
      lists.push(operand.weights === 0 ? this.postingDocs.subarray(start, end) : this.weighedDocs(start, end, operand.weights));
    }
    return unionAll(lists, this.docCount);
  }

  /** Of postings start..end, the documents with a position of an allowed weight, or without positions. */
  private weighedDocs(start: number, end: number, weights: number): Int32Array {
    const out = new Int32Array(end - start);
    let n = 0;
    for (let p = start; p < end; p++) {
      const from = this.positionStarts[p]!;
      const to = this.positionStarts[p + 1]!;
      let present = from === to;
      for (let k = from; k < to && !present; k++) present = (weights & (1 << weightOf(this.positions[k]!))) !== 0;
      if (present) out[n++] = this.postingDocs[p]!;
    }
    return out.subarray(0, n);
  }

  private hitsOf(operand: TsOperand, docs: Int32Array): Hits {
    const [from, to] = lexemeRange(this.lexicon, operand.lexeme, operand.prefix);
    return collectHits(this.postingStarts, this.postingDocs, from, to, docs);
  }
}

function and(a: DocSet, b: DocSet): DocSet {
  if (!a.negated && !b.negated) return { docs: intersect(a.docs, b.docs), negated: false };
  if (!a.negated) return { docs: difference(a.docs, b.docs), negated: false };
  if (!b.negated) return { docs: difference(b.docs, a.docs), negated: false };
  return { docs: union(a.docs, b.docs), negated: true };
}

function or(a: DocSet, b: DocSet): DocSet {
  if (!a.negated && !b.negated) return { docs: union(a.docs, b.docs), negated: false };
  if (!a.negated) return { docs: difference(b.docs, a.docs), negated: true };
  if (!b.negated) return { docs: difference(a.docs, b.docs), negated: true };
  return { docs: intersect(a.docs, b.docs), negated: true };
}

function operandsUnder(node: TsNode, into = new Set<TsOperand>()): Set<TsOperand> {
  if (node.kind === 'operand') into.add(node);
  else if (node.kind === 'not') operandsUnder(node.operand, into);
  else {
    operandsUnder(node.left, into);
    operandsUnder(node.right, into);
  }
  return into;
}

function isLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}
