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

  it('ranks rehabilitation before strength-and-conditioning content of the same region', async () => {
    const { api } = await signedIn('professional', 'en');
    for (const search of ['knee', 'frozen shoulder', 'low back pain']) {
      const ids = (await list(api, 'stock', { search, limit: FIRST })).items.map((item) => item.id);
      const gym = await sql<{ title_en: string }>(
        `select "title_en" from "exercises"."elements" where "id"::text in (select jsonb_array_elements_text(cast(? as jsonb)))
          and ("source" in ('wger', 'everkinetic') or "equipment" && array['barbell', 'machine', 'cable-machine']::text[])`,
        [JSON.stringify(ids)],
      );
      expect({ search, gym: gym.map((row) => row.title_en) }).toEqual({ search, gym: [] });
    }
  });
});

describe('a category lists its whole subtree', () => {
  it('lists every knee exercise under Knee, and Knee > Strengthening narrows it', async () => {
    const { api } = await signedIn('professional', 'en');
    const categories = await sql<{ id: string; key: string }>(`select "id", "key" from "exercises"."categories" where "key" in ('knee', 'knee.strengthening')`);
    const knee = categories.find((c) => c.key === 'knee')!;
    const strengthening = categories.find((c) => c.key === 'knee.strengthening')!;
    const [{ count: kneeRows }] = (await sql<{ count: string }>(
      `select count(*) from "exercises"."elements" e join "exercises"."categories" c on c."id" = e."category_id" where e."scope" = 'stock' and (c."id" = ? or c."parent_id" = ?)`,
      [knee.id, knee.id],
    )) as [{ count: string }];
    expect(Number(kneeRows)).toBeGreaterThan(0);
    const whole = await list(api, 'stock', { categoryId: knee.id, limit: 100 });
    const narrowed = await list(api, 'stock', { categoryId: strengthening.id, limit: 100 });
    expect(whole.total).toBeGreaterThan(narrowed.total);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(new Set(whole.items.map((item) => item.categoryId)).size).toBeGreaterThan(1);
    const subtree = [knee.id, ...(await childrenOf(knee.id))];
    for (const item of whole.items) expect(subtree).toContain(item.categoryId);
    expect(new Set(narrowed.items.map((item) => item.categoryId))).toEqual(new Set([strengthening.id]));
    // Searched within the category: the same subtree.
    const searched = await list(api, 'stock', { categoryId: knee.id, search: 'extension' });
    expect(searched.total).toBeGreaterThan(0);
  });
});

async function childrenOf(categoryId: string): Promise<string[]> {
  return (await sql<{ id: string }>(`select "id" from "exercises"."categories" where "parent_id" = ?`, [categoryId])).map((row) => row.id);
}
