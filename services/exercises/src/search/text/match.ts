import { operandPositions, operandPresent } from './operand-entries.js';
import { phraseHolds } from './phrase.js';
import type { TsNode, TsQuery } from './tsquery.js';
import type { DocVector } from './tsvector.js';
import { vectorEntries } from './vector-entries.js';

/**
 * `vector @@ query` (ts_match_vq): boolean logic down to the first phrase operator, phrase logic
 * with positions below it. A null (empty) query matches nothing.
 */
export function matches(vector: DocVector, query: TsQuery | null): boolean {
  return query !== null && holds(vector, query.root);
}

function holds(vector: DocVector, node: TsNode): boolean {
  switch (node.kind) {
    case 'operand':
      return operandPresent(vectorEntries(vector, node), node.weights);
    case 'not':
      return !holds(vector, node.operand);
    case 'and':
      return holds(vector, node.left) && holds(vector, node.right);
    case 'or':
      return holds(vector, node.left) || holds(vector, node.right);
    case 'phrase':
      return phraseHolds(node, (operand, data) => operandPositions(vectorEntries(vector, operand), operand.weights, data.positions));
  }
}
