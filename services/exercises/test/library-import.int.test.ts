import { describe, expect, it } from '@jest/globals';
import type { Element, ElementPage } from '@openset/contracts';
import { stackInfo } from '@openset/testing';
import sharp from 'sharp';
import { EX, bodyOf, list, signedIn, sql } from './helpers.js';

// The stock library as migrate loads it for the whole run: the authored catalogue and the open
// data sets beside the project (wger, everkinetic, free-exercise-db), merged each movement once.
const fromFreeExerciseDb = async () =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as "n" from "exercises"."elements" where "source" = 'free-exercise-db'`,
    )
  )[0]!.n > 0;

const categoryId = async (key: string) =>
  (await sql<{ id: string }>(`select "id" from "exercises"."categories" where "key" = ?`, [key]))[0]!.id;

describe('the imported library (wger, everkinetic, free-exercise-db)', () => {
  it('serves a free-exercise-db photograph as the thumbnail of its exercise', async () => {
    if (!(await fromFreeExerciseDb())) return console.warn('free-exercise-db is not beside the project: skipped');
    const { api } = await signedIn('professional', 'en');
    const page = await list(api, 'stock', { search: '"All Fours Quad Stretch"', limit: 5 });
    const row = page.items.find((item) => item.title === 'All Fours Quad Stretch')!;
    expect(row).toBeDefined();
    const element = bodyOf<{ items: Element[] }>(await api.get(`${EX}/${row.id}`, { imgWidth: 300 })).items[0]!;
    expect(element.credit?.creditLine).toContain('free-exercise-db');
    const response = await fetch(
      `${stackInfo().baseUrl}/api/clinician/resources/${element.thumbnailId}/file?imgWidth=300`,
      { headers: { cookie: api.sessionCookie! } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'jpeg', width: 300 });
  });

  it('lists no barbell, machine or other strength-training item under Knee, and files them under Strength and conditioning', async () => {
    const { api } = await signedIn('professional', 'en');
    const knee = await categoryId('knee');
    for (const equipment of ['barbell', 'machine', 'cable-machine', 'kettlebell']) {
      const page = await list(api, 'stock', { categoryId: knee, equipment, limit: 5 });
      expect({ equipment, titles: page.items.map((item) => item.title) }).toEqual({ equipment, titles: [] });
    }
    const strengthening = await list(api, 'stock', {
      categoryId: await categoryId('knee.strengthening'),
      search: 'hack squat or good morning',
      limit: 20,
    });
    expect(strengthening.items.map((item) => item.title)).toEqual([]);
    const strength = await categoryId('strength-and-conditioning');
    const hack = await list(api, 'stock', { categoryId: strength, search: 'barbell hack squat', limit: 5 });
    expect(hack.items.map((item) => item.title)).toContain('Barbell Hack Squats');
    const barbells = await list(api, 'stock', { categoryId: strength, equipment: 'barbell', limit: 1 });
    expect(barbells.total).toBeGreaterThan(100);
  });

  it('shows no title twice on a page of the stock list, in English or French', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const { api } = await signedIn('professional', lang);
      for (const key of ['knee', 'shoulder', 'strength-and-conditioning']) {
        const id = await categoryId(key);
        for (let skip = 0; skip < 300; skip += 100) {
          const page: ElementPage = await list(api, 'stock', { categoryId: id, skip, limit: 100 });
          const titles = page.items.map((item) => item.title);
          const twice = titles.filter((title, i) => titles.indexOf(title) !== i);
          expect({ lang, key, skip, twice }).toEqual({ lang, key, skip, twice: [] });
        }
      }
    }
  });

  it('gives imported exercises a French title where a source or our translation has one, and retires none of the authored rows', async () => {
    if (!(await fromFreeExerciseDb())) return;
    const [figures] = await sql<{ importedFrench: number; retiredOwn: number }>(
      `select count(*) filter (where "source" in ('wger', 'everkinetic', 'free-exercise-db') and "retired_at" is null and "title_fr" is not null)::int as "importedFrench",
          count(*) filter (where "source" = 'openset' and "retired_at" is not null)::int as "retiredOwn"
        from "exercises"."elements" where "scope" = 'stock'`,
    );
    // wger alone had 70 French titles; the translated free-exercise-db titles and the merges add to them.
    expect(figures!.importedFrench).toBeGreaterThan(350);
    expect(figures!.retiredOwn).toBe(0);
    const { api } = await signedIn('professional', 'fr');
    const page = await list(api, 'stock', { search: 'étirement du quadriceps à quatre pattes', limit: 5 });
    expect(page.items.map((item) => item.title)).toContain('Étirement du quadriceps à quatre pattes');
  });
});
