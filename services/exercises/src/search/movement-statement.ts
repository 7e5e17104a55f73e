import type { Lang, MovementQuery } from '@openset/contracts';
import { readClinical } from '@openset/exercise-library';
import { VARIANT_COLUMNS } from '../elements/element-row.js';
import { filterConditions } from './element-query.js';
import { matches, rank, titleIn, type TextQuery } from './search-statement.js';
import { joined, param, raw, sql, type Fragment } from './sql-fragment.js';

/**
 * Every variant of a stock movement, each saying whether it `matches` the search and filters of
 * the row it was opened from, in that list's order (best first, or the list order without search
 * words). The ones that do not match come too: a matching left variant shows its right side
 * beside it, matching or not (search/movement-variants.ts). No rows: no such stock movement.
 */
export function movementStatement(movementKey: string, query: MovementQuery, lang: Lang, text: TextQuery | null, accountId: string): Fragment {
  const conditions = filterConditions({ ...query, kinds: 'exercise' });
  // Read as the list read it: a search as typed may name a condition or region (search-statement.ts).
  const clinical = text?.parser === 'websearch_to_tsquery' ? readClinical(text.text) : null;
  if (text) conditions.push(matches(text, clinical));
  const matching = conditions.length > 0 ? joined(conditions, ' and ') : raw('true');
  const first = text ? sql`-${rank(text, lang, clinical)}` : raw('e."sort_order"');
  const title = raw(text ? titleIn(lang) : 'e."title_en"');
  return sql`select ${raw(VARIANT_COLUMNS)},
      exists (select 1 from "exercises"."favourites" f where f."account_id" = ${param(accountId)} and f."element_id" = e."id") as "favourite",
      ${matching} as "matches"
    from "exercises"."elements" e
    where e."scope" = 'stock' and e."stack_id" is null and e."retired_at" is null and e."movement_key" = ${param(movementKey)}
    order by ${first}, ${title}, e."id"`;
}
