import { compareLexemes } from './lexeme-order.js';
import { pgQsort } from './pg-qsort.js';
import type { TsOperand, TsQuery } from './tsquery.js';

const cache = new WeakMap<TsQuery, readonly TsOperand[]>();

/**
 * The operands ts_rank scores (SortAndUniqItems): every operand, NOT-ed ones included, sorted by
 * lexeme with PostgreSQL's sort and de-duplicated by lexeme alone (flags and weights ignored).
 */
export function rankOperands(query: TsQuery): readonly TsOperand[] {
  let operands = cache.get(query);
  if (!operands) {
    const sorted = [...query.operands];
    if (sorted.length >= 2) pgQsort(sorted, (a, b) => compareLexemes(a.lexeme, b.lexeme));
    const unique: TsOperand[] = [];
    for (const operand of sorted) {
      if (unique.length === 0 || unique[unique.length - 1]!.lexeme !== operand.lexeme) unique.push(operand);
    }
    operands = unique;
    cache.set(query, operands);
  }
  return operands;
}

/** ts_rank scores word proximity (calc_rank_and) when the top operator is `&` or a phrase. */
export function ranksByProximity(query: TsQuery): boolean {
  return query.root.kind === 'and' || query.root.kind === 'phrase';
}
