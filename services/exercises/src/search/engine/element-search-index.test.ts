import { describe, expect, it } from '@jest/globals';
import type { Lang } from '@openset/contracts';
import { ElementSearchIndex } from './element-search-index.js';
import type { SearchRow } from './indexed-element.js';
import { parseSearchText } from './search-text.js';

let next = 0;
function row(title_en: string, instructions_en = '', fr: { title?: string; instructions?: string } = {}): SearchRow {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    scope: 'stock', owner_id: null, team_id: null, org_id: null, folder_id: null, stack_id: null, is_stack: false,
    category_id: null, body_regions: [], equipment: [], position: null,
    title_en, title_fr: fr.title ?? null, thumbnail_id: null, sort_order: next, parameters: [], instructions_en, instructions_fr: fr.instructions ?? null,
    movement_key: null, variant_key: null, side: null, variant_en: null, variant_fr: null,
  };
}

function indexOf(...rows: SearchRow[]): { index: ElementSearchIndex; find: (text: string, lang?: Lang) => string[] } {
  const index = new ElementSearchIndex(1);
  for (const r of rows) index.upsert(r);
  const titleOf = new Map(rows.map((r) => [r.id, r.title_en]));
  const find = (text: string, lang: Lang = 'en') =>
    index.search({ text: parseSearchText(text), lang, accept: () => true, skip: 0, limit: 100, group: false }).ids.map((id) => titleOf.get(id)!);
  return { index, find };
}

describe('ElementSearchIndex: one engine and one ranking for every element', () => {
  it('stems English and ranks a title match above an instructions-only match', () => {
    const { find } = indexOf(
      row('Wall push-up', 'Keep the shoulder blades down.'),
      row('Shoulder flexion standing', 'Raise the arm forwards.'),
      row('Knee extension', 'Straighten the knee.'),
    );
    expect(find('shoulder')).toEqual(['Shoulder flexion standing', 'Wall push-up']);
    expect(find('raising arms')).toEqual(['Shoulder flexion standing']);
    expect(find('shoulders knee')).toEqual([]);
  });

  it('stems French and ignores accents and case', () => {
    const { find } = indexOf(
      row('Straight leg raise', 'Keep the knee straight.', { title: 'Élévation de la jambe tendue', instructions: 'Gardez le genou droit.' }),
      row('Shoulder flexion', 'Lift the arm.', { title: "Flexion de l'épaule", instructions: 'Levez le bras devant vous.' }),
    );
    expect(find('elevation jambe', 'fr')).toEqual(['Straight leg raise']);
    expect(find('épaules', 'fr')).toEqual(['Shoulder flexion']);
    expect(find('EPAULE', 'fr')).toEqual(['Shoulder flexion']);
    expect(find('jambes tendues', 'fr')).toEqual(['Straight leg raise']);
    expect(find('gardant le genou', 'fr')).toEqual(['Straight leg raise']);
    // A French clinician still finds by the English words.
    expect(find('straight leg', 'fr')).toEqual(['Straight leg raise']);
  });

  it('reads typos and unfinished words through the title words, only when the words as typed match nothing', () => {
    const { find } = indexOf(row('Shoulder flexion standing'), row('Hamstring stretch'), row('Élévation du bassin'));
    expect(find('sholder flexion')).toEqual(['Shoulder flexion standing']);
    expect(find('hamstrng')).toEqual(['Hamstring stretch']);
    expect(find('elevasion', 'fr')).toEqual(['Élévation du bassin']);
    expect(find('hamstr')).toEqual(['Hamstring stretch']);
    expect(find('shoul')).toEqual(['Shoulder flexion standing']);
    expect(find('flexion sho')).toEqual(['Shoulder flexion standing']);
    expect(find('zzzzqx')).toEqual([]);
  });

  it('matches a quoted phrase word after word, leaves out -words, and lets "or" choose', () => {
    const { find } = indexOf(
      row('Knee extension sitting', 'Straighten the knee.'),
      row('Hip extension with knee bent', 'Keep the knee bent.'),
      row('Ankle pumps', 'Point and flex the foot.'),
    );
    expect(find('"knee extension"')).toEqual(['Knee extension sitting']);
    // Both hold both words in the title: the title with fewer other words is more about them.
    expect(find('knee extension')).toEqual(['Knee extension sitting', 'Hip extension with knee bent']);
    expect(find('extension -hip')).toEqual(['Knee extension sitting']);
    expect(find('ankle or hip')).toEqual(['Ankle pumps', 'Hip extension with knee bent']);
    expect(find('push-up')).toEqual([]);
  });

  it('orders equal scores by title in the clinician\'s language, then id, and pages without gaps or repeats', () => {
    const rows = ['Calf raise', 'Bridge', 'Alphabet ankle', 'Dead bug', 'Calf stretch'].map((title, i) =>
      row(title, 'Slowly, ten times.', { title: ['Élévation des mollets', 'Pont', 'Alphabet de la cheville', 'Insecte mort', 'Étirement du mollet'][i] }),
    );
    const { index, find } = indexOf(...rows);
    expect(find('slowly')).toEqual(['Alphabet ankle', 'Bridge', 'Calf raise', 'Calf stretch', 'Dead bug']);
    expect(find('slowly', 'fr')).toEqual(['Alphabet ankle', 'Calf raise', 'Calf stretch', 'Dead bug', 'Bridge']);
    const pages = [0, 2, 4].flatMap((skip) => index.search({ text: parseSearchText('slowly'), lang: 'en', accept: () => true, skip, limit: 2, group: false }).ids);
    expect(pages).toEqual(index.search({ text: parseSearchText('slowly'), lang: 'en', accept: () => true, skip: 0, limit: 5, group: false }).ids);
  });

  it('ranks first the titles that are most about the words, in both languages', () => {
    const { find } = indexOf(
      row('Buttock stretch (knee to opposite shoulder), sitting, left', 'Pull the knee towards the shoulder.', {
        title: "Étirement fessier (genou vers l'épaule opposée), assis, côté gauche",
        instructions: "Tirez le genou vers l'épaule.",
      }),
      row('Arm circles', 'Circle the shoulder slowly.', { title: 'Cercles du bras', instructions: "Faites tourner l'épaule lentement." }),
      row('Shoulder flexion', 'Lift the arm forwards.', { title: "Flexion d'épaule", instructions: 'Levez le bras devant vous.' }),
    );
    expect(find('shoulder')).toEqual(['Shoulder flexion', 'Buttock stretch (knee to opposite shoulder), sitting, left', 'Arm circles']);
    expect(find('épaule', 'fr')).toEqual(['Shoulder flexion', 'Buttock stretch (knee to opposite shoulder), sitting, left', 'Arm circles']);
  });

  it('counts the clinician\'s language twice', () => {
    const english = row('Bridge', 'Lift the pelvis.', { title: 'Pont', instructions: 'Soulevez le bassin.' });
    const french = row('Bird dog', 'Reach the arm.', { title: 'Chien de chasse', instructions: 'Levez le bras et la jambe opposée: un pont.' });
    const { find } = indexOf(english, french);
    // "pont" is a title word of one in French only; "bridge" only in English.
    expect(find('pont', 'fr')).toEqual(['Bridge', 'Bird dog']);
    expect(find('bridge', 'fr')).toEqual(['Bridge']);
  });

  it('answers with the total and filters through accept', () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(`Step ${i}`));
    const { index } = indexOf(...rows);
    const page = index.search({ text: parseSearchText('step'), lang: 'en', accept: (e) => e.row.title_en !== 'Step 3', skip: 5, limit: 3, group: false });
    expect(page.total).toBe(6);
    expect(page.ids).toHaveLength(1);
  });

  it('forgets an edited title and a removed element', () => {
    const towel = row('Towel squeeze');
    const { index, find } = indexOf(towel);
    index.upsert({ ...towel, title_en: 'Pillow squeeze' });
    expect(index.search({ text: parseSearchText('towel'), lang: 'en', accept: () => true, skip: 0, limit: 10, group: false }).total).toBe(0);
    expect(index.search({ text: parseSearchText('pillow'), lang: 'en', accept: () => true, skip: 0, limit: 10, group: false }).ids).toEqual([towel.id]);
    index.remove(towel.id);
    expect(find('pillow')).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('lists a tab without search words in the elements\' own order, then title, and keeps it through changes', () => {
    const [c, a, b] = [row('Charlie'), row('Alpha'), row('Bravo')];
    const { index } = indexOf(c, a, b);
    const listed = () => index.list({ accept: () => true, skip: 0, limit: 10, group: false }).ids;
    expect(listed()).toEqual([c.id, a.id, b.id]);
    index.upsert({ ...b, sort_order: 0 });
    index.upsert({ ...a, sort_order: c.sort_order });
    expect(listed()).toEqual([b.id, a.id, c.id]);
    expect(index.list({ accept: (e) => e.row.id !== a.id, skip: 1, limit: 10, group: false })).toEqual({ ids: [c.id], total: 2, variants: [1] });
  });

  it('does not ask stop words to match', () => {
    const { find } = indexOf(row('Bridge', 'Lift the pelvis.'));
    expect(find('the bridge')).toEqual(['Bridge']);
    expect(find('bridge of the pelvis')).toEqual(['Bridge']);
  });
});

/** A stock variant of a movement: `variant` without the side, and the side. */
function variant(movement: string, title: string, variantKey: string, side: 'left' | 'right' | null = null): SearchRow {
  return { ...row(title), movement_key: movement, variant_key: variantKey, side, variant_en: variantKey, variant_fr: null };
}

describe('ElementSearchIndex: one row per movement', () => {
  const pulldown = [
    variant('openset_pulldown', 'Pull-down (sitting, light band), left', 'sitting.band-light', 'left'),
    variant('openset_pulldown', 'Pull-down (sitting, light band), right', 'sitting.band-light', 'right'),
    variant('openset_pulldown', 'Pull-down (kneeling, heavy band), left', 'kneeling.band-heavy', 'left'),
    variant('openset_pulldown', 'Pull-down (kneeling, heavy band), right', 'kneeling.band-heavy', 'right'),
    variant('openset_pulldown', 'Pull-down (standing)', 'standing'),
  ];
  const row2 = variant('openset_row', 'Band row (standing), left', 'standing', 'left');
  const row2Right = variant('openset_row', 'Band row (standing), right', 'standing', 'right');
  const mine = { ...row('My pull-down at home'), scope: 'user' as const, owner_id: 'me', movement_key: 'openset_pulldown' };
  const build = () => {
    const index = new ElementSearchIndex(1);
    for (const r of [...pulldown, row2, row2Right, mine]) index.upsert(r);
    return index;
  };
  const search = (index: ElementSearchIndex, text: string, extra: Partial<Parameters<ElementSearchIndex['search']>[0]> = {}) =>
    index.search({ text: parseSearchText(text), lang: 'en', accept: () => true, skip: 0, limit: 10, group: true, ...extra });

  it('answers a search with one row per stock movement, counting side pairs once; custom elements stay rows of their own', () => {
    const page = search(build(), 'pull-down');
    expect(page.total).toBe(2);
    expect(page.ids).toContain(mine.id);
    const stock = page.ids.indexOf(pulldown[0]!.id) >= 0 ? pulldown[0]!.id : page.ids.find((id) => id !== mine.id);
    expect(pulldown.map((r) => r.id)).toContain(stock);
    expect(page.variants[page.ids.indexOf(stock!)]).toBe(3);
    expect(page.variants[page.ids.indexOf(mine.id)]).toBe(1);
  });

  it('shows a movement by its best variant under the filters, the left one where both sides rank alike', () => {
    const index = build();
    const kneeling = search(index, 'pull-down kneeling');
    expect(kneeling.ids).toEqual([pulldown[2]!.id]);
    expect(kneeling.variants).toEqual([1]);
    const right = search(index, 'pull-down', { accept: (e) => e.row.side !== 'left' && e.row.scope === 'stock' });
    expect(right.ids).toEqual([pulldown[4]!.id]);
    expect(right.variants).toEqual([3]);
  });

  it('lists without search words one row per movement in list order, and pages by movements', () => {
    const index = build();
    const all = index.list({ accept: (e) => e.row.scope === 'stock', skip: 0, limit: 10, group: true });
    expect(all).toEqual({ ids: [pulldown[0]!.id, row2.id], total: 2, variants: [3, 1] });
    expect(index.list({ accept: (e) => e.row.scope === 'stock', skip: 1, limit: 1, group: true })).toEqual({ ids: [row2.id], total: 2, variants: [1] });
  });

  it('answers a movement\'s variants under the search and filters, and the other side of a variant', () => {
    const index = build();
    const everything = index.movementVariants('openset_pulldown', { text: null, lang: 'en', accept: () => true });
    expect(everything).toEqual(pulldown.map((r) => r.id));
    expect(index.movementVariants('openset_pulldown', { text: parseSearchText('heavy'), lang: 'en', accept: () => true })).toEqual([pulldown[2]!.id, pulldown[3]!.id]);
    expect(index.movementVariants('nothing', { text: null, lang: 'en', accept: () => true })).toBeUndefined();
    expect(index.otherSide(pulldown[0]!.id)?.id).toBe(pulldown[1]!.id);
    expect(index.otherSide(pulldown[3]!.id)?.id).toBe(pulldown[2]!.id);
    expect(index.otherSide(pulldown[4]!.id)).toBeUndefined();
  });

  it('keeps movements current through edits and removals', () => {
    const index = build();
    index.remove(pulldown[4]!.id);
    index.upsert({ ...row2, movement_key: 'openset_pulldown', variant_key: 'standing.row' });
    expect(index.movementVariants('openset_pulldown', { text: null, lang: 'en', accept: () => true })).toEqual([...pulldown.slice(0, 4), row2].map((r) => r.id));
    expect(index.list({ accept: (e) => e.row.scope === 'stock', skip: 0, limit: 10, group: true }).variants).toEqual([3, 1]);
  });
});
