import { lexemeRange } from './lexeme-order.js';
import { RankEntries, rankOf } from './rank-core.js';
import { rankOperands, ranksByProximity } from './rank-operands.js';
import type { TsQuery } from './tsquery.js';
import type { DocVector } from './tsvector.js';

const scratch = new RankEntries();

/**
 * `ts_rank(vector, query)` with the default weights {0.1, 0.2, 0.4, 1.0} and normalization 0, as
 * the float4 PostgreSQL returns. Weight restrictions and NOT are ignored, as ts_rank does; an empty
 * query ranks 0.
 */
export function tsRank(vector: DocVector, query: TsQuery | null): number {
  if (!query) return 0;
  scratch.reset(vector.positions);
  for (const operand of rankOperands(query)) {
    const [from, to] = lexemeRange(vector.lexemes, operand.lexeme, operand.prefix);
    for (let k = from; k < to; k++) scratch.addEntry(vector.positionStarts[k]!, vector.positionStarts[k + 1]!);
    scratch.endItem();
  }
  return rankOf(scratch, ranksByProximity(query), vector.lexemes.length === 0);
}
