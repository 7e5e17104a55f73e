import { lexemeRange } from './lexeme-order.js';
import type { OperandEntries } from './operand-entries.js';
import type { TsOperand } from './tsquery.js';
import type { DocVector } from './tsvector.js';

/** The entries of a single tsvector that an operand names: a run of its lexemes. */
export function vectorEntries(vector: DocVector, operand: TsOperand): OperandEntries {
  const [from, to] = lexemeRange(vector.lexemes, operand.lexeme, operand.prefix);
  const ids = new Int32Array(to - from);
  for (let k = 0; k < ids.length; k++) ids[k] = from + k;
  return { positions: vector.positions, bounds: vector.positionStarts, ids, from: 0, to: ids.length };
}
