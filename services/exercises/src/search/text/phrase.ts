import { MAYBE, NO, YES, type Ternary } from './operand-entries.js';
import type { TsNode, TsOperand, TsPhrase } from './tsquery.js';

/**
 * Phrase matching, ported from PostgreSQL's TS_phrase_execute and TS_phrase_output
 * (tsvector_op.c). A match reports where it ends: `positions` are the last lexeme's positions of
 * each occurrence, `width` the phrase's length in lexemes less one; `negate` turns the positions
 * into "everywhere except these".
 */
export interface PhraseData {
  positions: number[];
  negate: boolean;
  width: number;
}

/** Fills `data.positions` with an operand's positions in the document being checked. */
export type OperandCheck = (operand: TsOperand, data: PhraseData) => Ternary;

/**
 * Whether a phrase operator (at the top of a phrase subtree) holds. A MAYBE, which only lexemes
 * without positions cause, counts as no match, as in `tsvector @@ tsquery`.
 */
export function phraseHolds(node: TsPhrase, check: OperandCheck): boolean {
  return execute(node, check, null) === YES;
}

const L_ONLY = 1;
const R_ONLY = 2;
const BOTH = 4;
const INT_MAX = 0x7fffffff;

const fresh = (): PhraseData => ({ positions: [], negate: false, width: 0 });

function execute(node: TsNode, check: OperandCheck, data: PhraseData | null): Ternary {
  switch (node.kind) {
    case 'operand':
      return check(node, data!);
    case 'not':
      switch (execute(node.operand, check, data)) {
        case NO:
          data!.negate = true;
          return YES;
        case YES:
          if (data!.positions.length > 0) {
            data!.negate = !data!.negate;
            return YES;
          }
          data!.negate = false;
          return NO;
        default:
          return MAYBE;
      }
    case 'phrase':
    case 'and': {
      const left = fresh();
      const right = fresh();
      const leftMatch = execute(node.left, check, left);
      if (leftMatch === NO) return NO;
      const rightMatch = execute(node.right, check, right);
      if (rightMatch === NO) return NO;
      if (leftMatch === MAYBE || rightMatch === MAYBE) return MAYBE;
      let leftOffset: number;
      let rightOffset: number;
      if (node.kind === 'phrase') {
        leftOffset = node.distance + right.width;
        rightOffset = 0;
        if (data) data.width = node.distance + left.width + right.width;
      } else {
        const width = Math.max(left.width, right.width);
        leftOffset = width - left.width;
        rightOffset = width - right.width;
        if (data) data.width = width;
      }
      if (left.negate && right.negate) {
        output(data, left, right, BOTH | L_ONLY | R_ONLY, leftOffset, rightOffset);
        if (data) data.negate = true;
        return YES;
      }
      if (left.negate) return output(data, left, right, R_ONLY, leftOffset, rightOffset);
      if (right.negate) return output(data, left, right, L_ONLY, leftOffset, rightOffset);
      return output(data, left, right, BOTH, leftOffset, rightOffset);
    }
    case 'or': {
      const into = data!;
      const left = fresh();
      const right = fresh();
      const leftMatch = execute(node.left, check, left);
      const rightMatch = execute(node.right, check, right);
      if (leftMatch === NO && rightMatch === NO) return NO;
      if (leftMatch === MAYBE || rightMatch === MAYBE) return MAYBE;
      if (leftMatch === NO) left.width = 0;
      if (rightMatch === NO) right.width = 0;
      const width = Math.max(left.width, right.width);
      const leftOffset = width - left.width;
      const rightOffset = width - right.width;
      into.width = width;
      if (left.negate && right.negate) {
        output(into, left, right, BOTH, leftOffset, rightOffset);
        into.negate = true;
        return YES;
      }
      if (left.negate) {
        output(into, left, right, L_ONLY, leftOffset, rightOffset);
        into.negate = true;
        return YES;
      }
      if (right.negate) {
        output(into, left, right, R_ONLY, leftOffset, rightOffset);
        into.negate = true;
        return YES;
      }
      return output(into, left, right, BOTH | L_ONLY | R_ONLY, leftOffset, rightOffset);
    }
  }
}

/**
 * Merges two position lists as `emit` asks. Stored positions are uint16 WordEntryPos in C and read
 * back through WEP_GETPOS, hence the masks (they only bite past position 16383).
 */
function output(data: PhraseData | null, left: PhraseData, right: PhraseData, emit: number, leftOffset: number, rightOffset: number): Ternary {
  const l = left.positions;
  const r = right.positions;
  let li = 0;
  let ri = 0;
  while (li < l.length || ri < r.length) {
    let leftPos: number;
    let rightPos: number;
    if (li < l.length) leftPos = (l[li]! & 0x3fff) + leftOffset;
    else {
      if ((emit & R_ONLY) === 0) break;
      leftPos = INT_MAX;
    }
    if (ri < r.length) rightPos = (r[ri]! & 0x3fff) + rightOffset;
    else {
      if ((emit & L_ONLY) === 0) break;
      rightPos = INT_MAX;
    }
    let emitted = 0;
    if (leftPos < rightPos) {
      if ((emit & L_ONLY) !== 0) emitted = leftPos;
      li++;
    } else if (leftPos === rightPos) {
      if ((emit & BOTH) !== 0) emitted = rightPos;
      li++;
      ri++;
    } else {
      if ((emit & R_ONLY) !== 0) emitted = rightPos;
      ri++;
    }
    if (emitted > 0) {
      if (!data) return YES;
      data.positions.push(emitted & 0xffff);
    }
  }
  return data && data.positions.length > 0 ? YES : NO;
}
