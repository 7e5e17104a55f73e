import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { Lang } from '@openset/contracts';
import { list, signedIn, sql } from './helpers.js';

interface ClinicalQuery {
  query: string;
  lang: Lang;
  region: string;
}

/** The panel (test/clinical-queries.json): conditions, abbreviations and regions, English and French. */
const PANEL = (JSON.parse(readFileSync(new URL('./clinical-queries.json', import.meta.url), 'utf8')) as { queries: ClinicalQuery[] }).queries;
const FIRST = 10;
const TARGET = 0.8;

describe('search by condition and region (the clinical panel)', () => {
  it(`puts exercises of the right region in the first ${FIRST} results, ${TARGET} or more on average`, async () => {
    const clinicians = { en: await signedIn('professional', 'en'), fr: await signedIn('professional', 'fr') };
    const table: { query: string; lang: Lang; region: string; share: number; first: string }[] = [];
    for (const { query, lang, region } of PANEL) {
      const page = await list(clinicians[lang].api, 'stock', { search: query, limit: FIRST });
      const ids = page.items.map((item) => item.id);
      const regions = new Map(
        (await sql<{ id: string; body_regions: string[] }>(`select "id", "body_regions" from "exercises"."elements" where "id"::text in (select jsonb_array_elements_text(cast(? as jsonb)))`, [JSON.stringify(ids)])).map((row) => [row.id, row.body_regions]),
      );
      const inRegion = ids.filter((id) => regions.get(id)?.includes(region)).length;
      table.push({ query, lang, region, share: inRegion / FIRST, first: page.items[0]?.title ?? '(nothing)' });
    }
    const average = table.reduce((sum, row) => sum + row.share, 0) / table.length;
    console.log(
      [
        `share of the first ${FIRST} in the region, ${table.length} queries`,
        ...table.map((row) => `${row.share.toFixed(1).padStart(4)}  ${row.lang}  ${row.query.padEnd(28)} ${row.region.padEnd(14)} ${row.first}`),
        `average ${average.toFixed(3)} (target ${TARGET})`,
      ].join('\n'),
    );
    expect(table.length).toBeGreaterThanOrEqual(30);
    expect(new Set(table.map((row) => row.lang))).toEqual(new Set(['en', 'fr']));
    expect(average).toBeGreaterThanOrEqual(TARGET);
  }, 120_000);
});
