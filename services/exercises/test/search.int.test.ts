import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { ExerciseCategory } from '@openset/contracts';
import { stackInfo } from '@openset/testing';
import { bodyOf, createExercise, EX, libraryItem, list, load, signedIn } from './helpers.js';

const titles = async (...args: Parameters<typeof list>) => (await list(...args)).items.map((e) => e.title);

describe('search: full text in English and French, accents and typos, ranking, filters, paging', () => {
  it('ranks a title match above an instructions-only match, and leaves out what does not match', async () => {
    const { api } = await signedIn();
    await createExercise(api, { title: 'Wall push-up', instructions: 'Keep the shoulder blades down.' });
    await createExercise(api, { title: 'Shoulder flexion standing', instructions: 'Raise the arm forwards.' });
    await createExercise(api, { title: 'Knee extension', instructions: 'Straighten the knee.' });
    expect(await titles(api, 'user', { search: 'shoulder' })).toEqual(['Shoulder flexion standing', 'Wall push-up']);
    // English stemming: "raising arms" finds "Raise the arm".
    expect(await titles(api, 'user', { search: 'raising arms' })).toEqual(['Shoulder flexion standing']);
  });

  it('tolerates small typos and unfinished words in English', async () => {
    const { api } = await signedIn();
    await createExercise(api, { title: 'Shoulder flexion standing' });
    await createExercise(api, { title: 'Hamstring stretch' });
    expect(await titles(api, 'user', { search: 'sholder flexion' })).toEqual(['Shoulder flexion standing']);
    expect(await titles(api, 'user', { search: 'hamstrng' })).toEqual(['Hamstring stretch']);
    expect(await titles(api, 'user', { search: 'hamstr' })).toEqual(['Hamstring stretch']);
  });

  it('is accent-insensitive and typo-tolerant in French, with French stemming', async () => {
    const { api } = await signedIn('professional', 'fr');
    await createExercise(api, { title: 'Élévation de la jambe tendue', instructions: 'Gardez le genou droit.' });
    await createExercise(api, { title: "Flexion de l'épaule", instructions: 'Levez le bras devant vous.' });
    expect(await titles(api, 'user', { search: 'elevation jambe' })).toEqual(['Élévation de la jambe tendue']);
    expect(await titles(api, 'user', { search: 'épaules' })).toEqual(["Flexion de l'épaule"]);
    expect(await titles(api, 'user', { search: 'EPAULE' })).toEqual(["Flexion de l'épaule"]);
    expect(await titles(api, 'user', { search: 'elevasion' })).toEqual(['Élévation de la jambe tendue']);
    expect(await titles(api, 'user', { search: 'jambes tendues' })).toEqual(['Élévation de la jambe tendue']);
    expect(await titles(api, 'user', { search: 'gardant le genou' })).toEqual(['Élévation de la jambe tendue']);
  });

  it('searches the stock library in both languages and answers in the clinician\'s language', async () => {
    const word = `qv${randomUUID().slice(0, 6)}`;
    await load([
      libraryItem({
        title: { en: `Hip abduction ${word}`, fr: `Abduction de la hanche ${word}` },
        instructions: { en: 'Lift the leg to the side.', fr: 'Levez la jambe sur le côté.' },
      }),
    ]);
    const en = await signedIn('professional', 'en');
    const fr = await signedIn('professional', 'fr');
    expect(await titles(en.api, 'stock', { search: `${word} hanche` })).toEqual([`Hip abduction ${word}`]);
    expect(await titles(fr.api, 'stock', { search: `${word} hip` })).toEqual([`Abduction de la hanche ${word}`]);
    expect(await titles(fr.api, 'stock', { search: `${word} cote` })).toEqual([`Abduction de la hanche ${word}`]);
  });

  it('combines search with body region, equipment, position and category filters', async () => {
    const word = `fl${randomUUID().slice(0, 6)}`;
    await load([
      libraryItem({ title: { en: `Band row ${word}`, fr: null }, bodyRegions: ['back'], equipment: ['band'], position: 'standing' }),
      libraryItem({ title: { en: `Seated row ${word}`, fr: null }, bodyRegions: ['back'], equipment: ['cable'], position: 'sitting' }),
      libraryItem({ title: { en: `Band curl ${word}`, fr: null }, bodyRegions: ['elbow'], equipment: ['band'], position: 'standing', category: `cat-${word}` }),
    ]);
    const { api } = await signedIn();
    expect((await titles(api, 'stock', { search: word, equipment: 'band' })).sort()).toEqual([`Band curl ${word}`, `Band row ${word}`]);
    expect(await titles(api, 'stock', { search: word, equipment: 'band', bodyRegion: 'back' })).toEqual([`Band row ${word}`]);
    expect(await titles(api, 'stock', { search: word, position: 'sitting' })).toEqual([`Seated row ${word}`]);
    const page = await list(api, 'stock', { search: word, equipment: 'band', bodyRegion: 'elbow' });
    const category = page.categories.find((c) => c.key === `cat-${word}`)!;
    expect(await titles(api, 'stock', { search: word, categoryId: category.id })).toEqual([`Band curl ${word}`]);
    // The category tree (what the browser's filter offers) is a list like any: a page at a time, all of it page by page.
    const tree = async (skip: number) => bodyOf<{ items: ExerciseCategory[]; total: number }>(await api.get(`${EX}/categories`, { skip, limit: 100 }));
    const first = await tree(0);
    const all = [...first.items];
    while (all.length < first.total) all.push(...(await tree(all.length)).items);
    expect(all.map((c) => c.key)).toContain(`cat-${word}`);
    expect(new Set(all.map((c) => c.id)).size).toBe(first.total);
    expect(bodyOf<{ items: ExerciseCategory[]; total: number }>(await api.get(`${EX}/categories`, { limit: 1 })).items).toHaveLength(1);
  });

  it('pages by skip and limit, with the total of all matches', async () => {
    const { api } = await signedIn();
    for (let i = 0; i < 7; i++) await createExercise(api, { title: `Step ${i}` });
    const first = await list(api, 'user', { search: 'step', limit: 3 });
    const last = await list(api, 'user', { search: 'step', limit: 3, skip: 6 });
    expect([first.total, first.items.length, last.total, last.items.length]).toEqual([7, 3, 7, 1]);
    const beyond = await list(api, 'user', { search: 'step', limit: 3, skip: 30 });
    expect([beyond.total, beyond.items.length]).toEqual([7, 0]);
  });

  it('finds an exercise by its new title after an edit, and no longer after it is deleted', async () => {
    const { api } = await signedIn();
    const exercise = await createExercise(api, { title: 'Towel squeeze' });
    bodyOf(await api.put(`${EX}/${exercise.id}`, { title: 'Pillow squeeze' }));
    expect(await titles(api, 'user', { search: 'towel' })).toEqual([]);
    expect(await titles(api, 'user', { search: 'pillow' })).toEqual(['Pillow squeeze']);
    bodyOf(await api.delete(`${EX}/${exercise.id}`));
    expect(await titles(api, 'user', { search: 'pillow' })).toEqual([]);
  });

  it('sends search pages compressed to clients that accept gzip, and plain JSON to the others', async () => {
    const { api } = await signedIn();
    // Quoted: read as typed, not as the region (which would also list the shoulder items other
    // test files load meanwhile, and the two answers compared would differ).
    const url = `${stackInfo().baseUrl}${EX}/stock?search=${encodeURIComponent('"shoulder"')}&limit=100`;
    // node:http, not fetch: fetch would unzip the body before the test could weigh it.
    const ask = (encoding: string) =>
      new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        get(url, { headers: { cookie: api.sessionCookie!, 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const [compressed, plain] = [await ask('gzip'), await ask('identity')];
    expect([compressed.encoding, plain.encoding]).toEqual(['gzip', undefined]);
    expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const json = JSON.parse(plain.bytes.toString()) as { body: { items: unknown[] } };
    expect(JSON.parse(gunzipSync(compressed.bytes).toString())).toEqual(json);
    expect(json.body.items.length).toBeGreaterThan(10);
  });

  it('answers the "all" tab with the stock page when none of the clinician\'s own match, and ranks their own among it when they do', async () => {
    const { api } = await signedIn();
    const stock = await list(api, 'stock', { search: 'hamstring stretch' });
    expect(stock.total).toBeGreaterThan(0);
    expect(await list(api, '', { search: 'hamstring stretch' })).toEqual(stock);
    const word = `hs${randomUUID().slice(0, 6)}`;
    await createExercise(api, { title: `Hamstring stretch on the stairs ${word}` });
    const mixed = await list(api, '', { search: 'hamstring stretch' });
    expect(mixed.total).toBe(stock.total + 1);
    expect((await list(api, '', { search: `hamstring ${word}` })).items.map((e) => [e.title, e.type])).toEqual([
      [`Hamstring stretch on the stairs ${word}`, 'userExercise'],
    ]);
  });

  it('ranks the clinician\'s own and stock elements by one ranking in the "all" tab, stars included', async () => {
    const { api } = await signedIn();
    const titles = ['Shoulder flexion standing', 'Wall push-up', 'Hamstring stretch on a chair', 'Knee extension sitting', 'Shoulder'];
    const own = [];
    for (const title of titles) own.push(await createExercise(api, { title, instructions: 'Keep the shoulder blades down and the knee soft.' }));
    bodyOf(await api.put(`${EX}/${own[0]!.id}/favourite`));
    const firstStock = (await list(api, 'stock', { search: 'shoulder' })).items[0]!;
    bodyOf(await api.put(`${EX}/${firstStock.id}/favourite`));
    // 'sholder' and 'hamstrng' match nothing as typed: typo correction answers for stock and own alike.
    for (const search of ['shoulder', 'knee extension', 'hamstring stretch', 'shoulder blades', 'sholder', 'hamstrng']) {
      const [all, stock, mine] = [await list(api, '', { search, limit: 100 }), await list(api, 'stock', { search, limit: 100 }), await list(api, 'user', { search, limit: 100 })];
      const ids = (page: typeof all) => page.items.map((e) => e.id);
      expect({ search, total: all.total }).toEqual({ search, total: stock.total + mine.total });
      expect(mine.total).toBeGreaterThan(0);
      // One ranking: each tab's order survives in the "all" tab, whose page interleaves them.
      const shownStock = ids(all).filter((id) => ids(stock).includes(id));
      expect(shownStock).toEqual(ids(stock).slice(0, shownStock.length));
      expect(ids(all).filter((id) => ids(mine).includes(id))).toEqual(ids(mine).filter((id) => ids(all).includes(id)));
    }
    const page = await list(api, '', { search: 'shoulder' });
    expect(page.items.filter((e) => e.favourite).map((e) => e.id).sort()).toEqual([own[0]!.id, firstStock.id].sort());
  });
});
