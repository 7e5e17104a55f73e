import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Lang } from '@openset/contracts';
import { libraryItem, list, load, signedIn, sql } from './helpers.js';

interface Text {
  en: string;
  instructions?: string;
  fr?: { title: string; instructions?: string };
}

/**
 * Stock items of a category of their own, and a search over them alone (the category filter),
 * by an English and a French clinician: what the search reads and ranks, without the rest of
 * the library in the answer.
 */
async function library(...texts: Text[]) {
  const category = `sem-${randomUUID()}`;
  await load(
    texts.map((text) =>
      libraryItem({
        category,
        title: { en: text.en, fr: text.fr?.title ?? null },
        instructions: { en: text.instructions ?? '', fr: text.fr?.instructions ?? null },
      }),
    ),
  );
  const [{ id }] = (await sql<{ id: string }>(`select "id" from "exercises"."categories" where "key" = ?`, [category])) as [{ id: string }];
  const clinicians = { en: await signedIn('professional', 'en'), fr: await signedIn('professional', 'fr') };
  const english = new Map(texts.map((text) => [text.fr?.title ?? text.en, text.en]));
  return {
    categoryId: id,
    /** English titles of what the search finds, in its order. */
    find: async (search: string, lang: Lang = 'en', page: { skip?: number; limit?: number } = {}) =>
      (await list(clinicians[lang].api, 'stock', { search, categoryId: id, ...page })).items.map((item) => english.get(item.title) ?? item.title),
  };
}

describe('search: what PostgreSQL reads and ranks', () => {
  it('matches a quoted phrase word after word, leaves out -words, and lets "or" choose', async () => {
    const { find } = await library(
      { en: 'Knee extension sitting', instructions: 'Straighten the knee.' },
      { en: 'Hip extension with knee bent', instructions: 'Keep the knee bent.' },
      { en: 'Ankle pumps', instructions: 'Point and flex the foot.' },
    );
    expect(await find('"knee extension"')).toEqual(['Knee extension sitting']);
    // Both hold both words in the title: the title with fewer other words is more about them.
    expect(await find('knee extension')).toEqual(['Knee extension sitting', 'Hip extension with knee bent']);
    expect(await find('extension -hip')).toEqual(['Knee extension sitting']);
    expect(await find('ankle or hip')).toEqual(['Ankle pumps', 'Hip extension with knee bent']);
    expect(await find('push-up')).toEqual([]);
  });

  it('ranks first the titles that are most about the words, in both languages', async () => {
    const { find } = await library(
      {
        en: 'Buttock stretch (knee to opposite shoulder), sitting, left',
        instructions: 'Pull the knee towards the shoulder.',
        fr: { title: "Étirement fessier (genou vers l'épaule opposée), assis, côté gauche", instructions: "Tirez le genou vers l'épaule." },
      },
      { en: 'Arm circles', instructions: 'Circle the shoulder slowly.', fr: { title: 'Cercles du bras', instructions: "Faites tourner l'épaule lentement." } },
      { en: 'Shoulder flexion', instructions: 'Lift the arm forwards.', fr: { title: "Flexion d'épaule", instructions: 'Levez le bras devant vous.' } },
    );
    const expected = ['Shoulder flexion', 'Buttock stretch (knee to opposite shoulder), sitting, left', 'Arm circles'];
    expect(await find('shoulder')).toEqual(expected);
    expect(await find('épaule', 'fr')).toEqual(expected);
  });

  it('counts the clinician\'s language twice, and finds a French clinician\'s English words', async () => {
    const { find } = await library(
      { en: 'Bridge', instructions: 'Lift the pelvis.', fr: { title: 'Pont', instructions: 'Soulevez le bassin.' } },
      { en: 'Bird dog', instructions: 'Reach the arm.', fr: { title: 'Chien de chasse', instructions: 'Levez le bras et la jambe opposée: un pont.' } },
    );
    expect(await find('pont', 'fr')).toEqual(['Bridge', 'Bird dog']);
    expect(await find('bridge', 'fr')).toEqual(['Bridge']);
  });

  it('orders equal ranks by title in the clinician\'s language, then id, and pages without gaps or repeats', async () => {
    const french = ['Élévation des mollets', 'Pont', 'Alphabet de la cheville', 'Insecte mort', 'Étirement du mollet'];
    const { find } = await library(
      ...['Calf raise', 'Bridge', 'Alphabet ankle', 'Dead bug', 'Calf stretch'].map((en, i) => ({
        en,
        instructions: 'Slowly, ten times.',
        fr: { title: french[i]!, instructions: 'Lentement, dix fois.' },
      })),
    );
    expect(await find('slowly')).toEqual(['Alphabet ankle', 'Bridge', 'Calf raise', 'Calf stretch', 'Dead bug']);
    const byFrenchTitle = ['Alphabet ankle', 'Calf raise', 'Calf stretch', 'Dead bug', 'Bridge'];
    expect(await find('slowly', 'fr')).toEqual(byFrenchTitle);
    expect(await find('lentement', 'fr')).toEqual(byFrenchTitle);
    const pages = [...(await find('slowly', 'en', { limit: 2 })), ...(await find('slowly', 'en', { skip: 2, limit: 2 })), ...(await find('slowly', 'en', { skip: 4, limit: 2 }))];
    expect(pages).toEqual(await find('slowly'));
  });

  it('reads typos and unfinished words through the title words only when the words as typed match nothing', async () => {
    const { find } = await library({ en: 'Shoulder flexion standing' }, { en: 'Hamstring stretch' }, { en: 'Élévation du bassin', fr: { title: 'Élévation du bassin' } });
    expect(await find('sholder flexion')).toEqual(['Shoulder flexion standing']);
    expect(await find('hamstrng')).toEqual(['Hamstring stretch']);
    expect(await find('elevasion', 'fr')).toEqual(['Élévation du bassin']);
    expect(await find('shoul')).toEqual(['Shoulder flexion standing']);
    expect(await find('flexion sho')).toEqual(['Shoulder flexion standing']);
    expect(await find('zzzzqx')).toEqual([]);
  });

  it('does not ask stop words to match', async () => {
    const { find } = await library({ en: 'Bridge', instructions: 'Lift the pelvis.' });
    expect(await find('the bridge')).toEqual(['Bridge']);
    expect(await find('bridge of the pelvis')).toEqual(['Bridge']);
  });
});
