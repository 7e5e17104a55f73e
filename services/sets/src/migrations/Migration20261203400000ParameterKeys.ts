import { Migration } from '@mikro-orm/migrations';

/**
 * Default parameters carry their key (`standard`, libs/contracts/src/sets/parameter-names.ts) so
 * the portal, the PDF and the designer show them in the reader's language. Saved sets and drafts
 * written before gain it where a parameter's title is a default parameter's name in English or
 * French, as the designer keys them now. History points stay as they were written (they are
 * immutable); a set restored from one is keyed again by the designer when it is edited.
 */
// The names as they were when this migration was written (a migration never changes with the code).
const NAMES: [string, string][] = [
  ['sets', 'sets'], ['séries', 'sets'], ['reps', 'reps'], ['répétitions', 'reps'], ['load', 'load'], ['charge', 'load'],
  ['hold', 'hold'], ['maintien', 'hold'], ['rest', 'rest'], ['repos', 'rest'], ['tempo', 'tempo'],
  ['intensity', 'intensity'], ['intensité', 'intensity'], ['duration', 'duration'], ['durée', 'duration'],
  ['frequency', 'frequency'], ['fréquence', 'frequency'],
];

export class Migration20261203400000ParameterKeys extends Migration {
  override up(): void {
    const names = NAMES.map(([name, key]) => `('${name}', '${key}')`).join(', ');
    for (const table of ['sets', 'drafts']) {
      this.addSql(`
        with "names" ("name", "key") as (values ${names})
        update "sets"."${table}" as t set "elements" = (
          select jsonb_agg(
            case when e ->> 'type' = 'setExercise' and jsonb_typeof(e -> 'parameters') = 'array' then jsonb_set(e, '{parameters}', (
              select coalesce(jsonb_agg(
                case when n."key" is not null and not (p ? 'standard') then p || jsonb_build_object('standard', n."key") else p end
                order by po), '[]'::jsonb)
              from jsonb_array_elements(e -> 'parameters') with ordinality as ps (p, po)
              left join "names" n on n."name" = lower(trim(p ->> 'title'))
            )) else e end
            order by eo)
          from jsonb_array_elements(t."elements") with ordinality as es (e, eo)
        )
        where jsonb_typeof(t."elements") = 'array' and jsonb_array_length(t."elements") > 0`);
    }
  }
}
