import { positionOf, weightOf } from './tsvector.js';

/**
 * How one document's entries answer an operand (tsvector_op.c, checkcondition_str and
 * checkclass_str). The entries are the lexemes the operand names (itself, or all lexemes with its
 * prefix) that the document has, each given by an id into `bounds`: entry `id` has the WordEntryPos
 * values `positions[bounds[id] .. bounds[id + 1])`, none for a lexeme without positions.
 */
export interface OperandEntries {
  positions: Uint16Array;
  bounds: Uint32Array;
  ids: ArrayLike<number>;
  from: number;
  to: number;
}

export const NO = 0;
export const YES = 1;
/** Present, but without positions to tell whether a phrase holds. */
export const MAYBE = 2;
export type Ternary = typeof NO | typeof YES | typeof MAYBE;

/**
 * Outside phrases: is the operand present? An entry counts when the operand has no weight
 * restriction, when one of its positions has an allowed weight, or when it has no positions at all
 * (stripped entries match whatever the restriction, as in PostgreSQL).
 */
export function operandPresent(entries: OperandEntries, weights: number): boolean {
  const { positions, bounds, ids } = entries;
  for (let k = entries.from; k < entries.to; k++) {
    if (weights === 0) return true;
    const id = ids[k]!;
    const end = bounds[id + 1]!;
    const start = bounds[id]!;
    if (start === end) return true;
    for (let p = start; p < end; p++) if ((weights & (1 << weightOf(positions[p]!))) !== 0) return true;
  }
  return false;
}

/**
 * Inside a phrase: the operand's positions (weights stripped), ascending and unique, pushed onto
 * `into`. MAYBE, with nothing pushed, as soon as one entry has no positions: PostgreSQL then cannot
 * place the operand and the phrase is at best a maybe.
 */
export function operandPositions(entries: OperandEntries, weights: number, into: number[]): Ternary {
  const { positions, bounds, ids } = entries;
  const base = into.length;
  for (let k = entries.from; k < entries.to; k++) {
    const id = ids[k]!;
    const start = bounds[id]!;
    const end = bounds[id + 1]!;
    if (start === end) {
      into.length = base;
      return MAYBE;
    }
    for (let p = start; p < end; p++) {
      const entryPos = positions[p]!;
      if (weights === 0 || (weights & (1 << weightOf(entryPos))) !== 0) into.push(positionOf(entryPos));
    }
  }
  if (entries.to - entries.from > 1 && into.length > base) {
    // A prefix's lexemes: merge their positions (qsort + qunique in PostgreSQL).
    const merged = into.slice(base).sort((a, b) => a - b);
    into.length = base;
    for (const position of merged) if (into.length === base || into[into.length - 1] !== position) into.push(position);
  }
  return into.length > base ? YES : NO;
}
