import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { toCsv } from './csv.js';
import { parseOwnCsv } from './own-csv.js';
import { parseOwnJson } from './own-json.js';

/** A real 1x1 PNG, so the image type check has something genuine to accept. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openset-import-'));
  await mkdir(join(dir, 'images'));
  await writeFile(join(dir, 'images', 'quad-set.png'), PNG);
  await writeFile(join(dir, 'images', 'not-a-png.png'), 'hello');
});

/** The fenced examples of FORMAT.md, so the documentation cannot drift from the parsers. */
async function formatExample(lang: 'json' | 'csv'): Promise<string> {
  const md = await readFile(new URL('./FORMAT.md', import.meta.url), 'utf8');
  const match = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(md);
  if (!match?.[1]) {
    throw new Error(`FORMAT.md has no ${lang} example`);
  }
  return match[1];
}

describe('our JSON format', () => {
  it('reads the documented example, with its categories, French text, parameters, image and licence', async () => {
    const file = join(dir, 'example.json');
    await writeFile(file, await formatExample('json'));
    const { items, categories, warnings } = await parseOwnJson(file);
    expect(warnings).toEqual([]);
    // The file's own category, plus the stock tree its exercises are filed under.
    expect(categories).toContainEqual({ key: 'riverside', parentKey: null, title: { en: 'Riverside protocols', fr: 'Protocoles Riverside' }, order: 0 });
    expect(categories).toContainEqual(expect.objectContaining({ key: 'knee.isometric', parentKey: 'knee' }));
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item).toMatchObject({
      source: 'riverside-clinic',
      sourceKey: 'acl-quad-set',
      title: { en: 'Quadriceps set after ACL repair', fr: 'Contraction du quadriceps après ligamentoplastie' },
      category: 'knee.isometric',
      bodyRegions: ['knee'],
      equipment: ['towel'],
      position: 'long-sitting',
      parameters: [{ title: 'Reps', value: '10' }, { title: 'Hold', value: '5 s' }],
      reflect: true,
      licence: { id: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/', attributionRequired: true },
      author: 'Riverside Physiotherapy',
      tags: ['post-op'],
    });
    expect(item.instructions.en.split('\n')).toHaveLength(2);
    // CC BY asks for credit: a credit line is written when the file gives none.
    expect(item.creditLine).toBe('"Quadriceps set after ACL repair" by Riverside Physiotherapy, CC BY 4.0');
    expect(item.images).toEqual([{ kind: 'photo', mime: 'image/png', data: PNG, caption: { en: 'End position', fr: 'Position finale' } }]);
  });

  it('round-trips items written back as JSON', async () => {
    const first = await parseOwnJson(join(dir, 'example.json'));
    const again = {
      source: 'riverside-clinic',
      exercises: first.items.map((i) => ({ ...i, key: i.sourceKey, images: ['images/quad-set.png'] })),
      categories: first.categories?.filter((c) => c.key === 'riverside'),
    };
    await writeFile(join(dir, 'again.json'), JSON.stringify(again));
    const second = await parseOwnJson(join(dir, 'again.json'));
    expect(second.warnings).toEqual([]);
    expect(second.items.map((i) => ({ ...i, images: [] }))).toEqual(first.items.map((i) => ({ ...i, images: [] })));
  });

  it('skips each bad exercise whole with a warning that names it, and keeps the good ones', async () => {
    const doc = {
      source: 'bad-file',
      exercises: [
        { key: 'ok-1', title: 'Good one', category: 'knee.strengthening' },
        { key: 'bad-cat', title: 'Unknown category', category: 'knee.jumping' },
        { key: 'bad image', title: 'Space in key', category: 'knee.strengthening' },
        { key: 'no-file', title: 'Missing picture', category: 'knee.strengthening', images: ['images/none.png'] },
        { key: 'fake-png', title: 'Text file named png', category: 'knee.strengthening', images: ['images/not-a-png.png'] },
        { key: 'escape', title: 'Outside the folder', category: 'knee.strengthening', images: ['../etc/passwd.png'] },
        { key: 'ok-1', title: 'Duplicate key', category: 'knee.strengthening' },
        'not an object',
        { key: 'bad-pos', title: 'Upside down', category: 'knee.strengthening', position: 'handstand' },
      ],
    };
    await writeFile(join(dir, 'bad.json'), JSON.stringify(doc));
    const { items, warnings } = await parseOwnJson(join(dir, 'bad.json'));
    expect(items.map((i) => i.sourceKey)).toEqual(['ok-1']);
    expect(items[0]!.licence.id).toBe('Proprietary');
    expect(warnings).toHaveLength(8);
    expect(warnings[0]).toMatch(/^exercises\[1\] \(bad-cat\): unknown category "knee.jumping"/);
    expect(warnings[1]).toMatch(/^exercises\[2\] \(bad image\): key/);
    expect(warnings[2]).toMatch(/images\/none.png: file not found/);
    expect(warnings[3]).toMatch(/content is not image\/png/);
    expect(warnings[4]).toMatch(/must be a path inside the import folder/);
    expect(warnings[5]).toMatch(/is used twice/);
    expect(warnings[6]).toMatch(/^exercises\[7\]: not an object/);
    expect(warnings[7]).toMatch(/unknown position "handstand"/);
  });

  it('reports a file that is not JSON instead of throwing', async () => {
    await writeFile(join(dir, 'broken.json'), '{ "exercises": [');
    const { items, warnings } = await parseOwnJson(join(dir, 'broken.json'));
    expect(items).toEqual([]);
    expect(warnings[0]).toMatch(/cannot be read as JSON/);
  });
});

describe('our CSV format', () => {
  it('reads the documented example, with quoted multi-line instructions and "Sets=3;Reps=10" parameters', async () => {
    await writeFile(join(dir, 'riverside.csv'), await formatExample('csv'));
    const { items, warnings } = await parseOwnCsv(join(dir, 'riverside.csv'));
    expect(warnings).toEqual([]);
    expect(items.map((i) => i.sourceKey)).toEqual(['acl-quad-set', 'calf-raise-wall']);
    const [quad, calf] = items as [(typeof items)[0], (typeof items)[0]];
    expect(quad.source).toBe('csv-riverside');
    expect(quad.instructions.en).toBe('Sit with the leg straight.\nTighten the thigh and push the knee down. Hold 5 seconds.');
    expect(quad.instructions.fr).toBe('Asseyez-vous jambe tendue.\nContractez la cuisse et enfoncez le genou. Tenez 5 secondes.');
    expect(quad.parameters).toEqual([{ title: 'Reps', value: '10' }, { title: 'Hold', value: '5 s' }]);
    expect(quad.reflect).toBe(true);
    expect(quad.images[0]!.data).toEqual(PNG);
    expect(calf.title.en).toBe('Calf raise, hands on the wall');
    expect(calf.parameters).toEqual([{ title: 'Sets', value: '3' }, { title: 'Reps', value: '15' }]);
    expect(calf.licence.attributionRequired).toBe(true);
  });

  it('round-trips items written with the CSV writer', async () => {
    const rows = [
      ['key', 'title_en', 'title_fr', 'instructions_en', 'instructions_fr', 'category', 'body_regions', 'equipment', 'position', 'parameters', 'reflect', 'tags', 'licence', 'author', 'credit_line'],
      ['bridge-1', 'Bridge, "glute" focus', 'Pont fessier', 'Lift the hips.\nHold 2 s, lower.', 'Montez le bassin.\nTenez 2 s, redescendez.', 'hip.strengthening', 'hip;lumbar', 'resistance-band', 'hook-lying', 'Sets=3;Reps=12;Hold=2 s', 'no', 'glutes;post-op', 'CC0-1.0', 'A. Physio', ''],
    ];
    await writeFile(join(dir, 'roundtrip.csv'), toCsv(rows));
    const { items, warnings } = await parseOwnCsv(join(dir, 'roundtrip.csv'));
    expect(warnings).toEqual([]);
    expect(items[0]).toEqual({
      source: 'csv-roundtrip',
      sourceKey: 'bridge-1',
      title: { en: 'Bridge, "glute" focus', fr: 'Pont fessier' },
      instructions: { en: 'Lift the hips.\nHold 2 s, lower.', fr: 'Montez le bassin.\nTenez 2 s, redescendez.' },
      category: 'hip.strengthening',
      bodyRegions: ['hip', 'lumbar'],
      equipment: ['resistance-band'],
      position: 'hook-lying',
      parameters: [
        { title: 'Sets', value: '3' },
        { title: 'Reps', value: '12' },
        { title: 'Hold', value: '2 s' },
      ],
      reflect: false,
      images: [],
      licence: { id: 'CC0-1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/', attributionRequired: false },
      author: 'A. Physio',
      sourceUrl: null,
      creditLine: null,
      tags: ['glutes', 'post-op'],
    });
  });

  it('gives a warning naming the line of each bad row, and imports the rest', async () => {
    const text = [
      'key,title_en,category,position,parameters,reflect,images,colour',
      'good-1,Good,knee.strengthening,standing,Sets=3,,,red',
      'short-row,Too few fields',
      ',No key,knee.strengthening,standing,,,,',
      'bad-cat,Unknown category,knee.flying,standing,,,,',
      'bad-param,Bad parameter,knee.strengthening,standing,Sets,,,',
      'bad-reflect,Bad reflect,knee.strengthening,standing,,maybe,,',
      'no-image,Missing image,knee.strengthening,standing,,,images/gone.png,',
      '"good-2","Good, with ""quotes""",knee.strengthening,sitting,"Reps=10;Hold=5 s",yes,,',
    ].join('\n');
    await writeFile(join(dir, 'rows.csv'), text);
    const { items, warnings } = await parseOwnCsv(join(dir, 'rows.csv'));
    expect(items.map((i) => i.sourceKey)).toEqual(['good-1', 'good-2']);
    expect(items[1]!.title.en).toBe('Good, with "quotes"');
    expect(warnings).toEqual([
      'header: unknown column(s) colour ignored',
      'row at line 3 (short-row): has 2 fields, the header has 8; skipped',
      'row at line 4: key is missing; skipped',
      'row at line 5 (bad-cat): unknown category "knee.flying"; skipped',
      'row at line 6 (bad-param): each parameter needs a title and a value; skipped',
      'row at line 7 (bad-reflect): reflect must be true or false; skipped',
      'row at line 8 (no-image): image images/gone.png: file not found; skipped',
    ]);
  });

  it('refuses a file without the required columns, without throwing', async () => {
    await writeFile(join(dir, 'nohead.csv'), 'name,text\nx,y\n');
    const { items, warnings } = await parseOwnCsv(join(dir, 'nohead.csv'));
    expect(items).toEqual([]);
    expect(warnings).toEqual(['header: missing column(s) key, title_en, category']);
  });
});
