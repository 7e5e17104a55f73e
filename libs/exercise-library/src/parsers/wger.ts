/**
 * Reader of the wger exercise fixtures (../shared/data/wger, see its README.md): one library item
 * per exercise base, English and French text from its translations (HTML stripped, coaching
 * comments appended), category and muscles mapped onto our regions, equipment onto our ids, and the
 * licence and authors of every entry kept with the credit line the data set asks for.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KindKey, RegionKey } from '../catalogue/base-exercise.js';
import { stockCategories } from '../catalogue/catalogue.js';
import { KIND_PARAMETERS } from '../catalogue/kind-defaults.js';
import type { LibraryItem, LibraryLicence } from '../catalogue/library-item.js';
import { drawingImages } from '../catalogue/thumbnail.js';
import { licenceFor, licenceShortName } from './licences.js';
import { classifyImport } from './import-mapping.js';
import { equipmentId, poseFromTitle, positionFromTitle } from './muscle-map.js';
import type { ParseResult } from './own-json.js';
import { htmlToText } from './text.js';

interface Fixture<T> {
  model: string;
  pk: number;
  fields: T;
}
interface LicenceFields {
  license: number;
  license_author: string;
  license_object_url?: string;
}
interface Base extends LicenceFields {
  uuid: string;
  category: number;
  equipment: number[];
  muscles: number[];
  muscles_secondary: number[];
  variation_group: string | null;
}
interface Translation extends LicenceFields {
  exercise: number;
  language: number;
  name: string;
  description: string;
}

const LANGUAGE = { en: 2, fr: 12 };
/** wger licence ids (licenses.json) to SPDX ids. */
const LICENCE_ID: Record<number, string> = { 1: 'CC-BY-SA-3.0', 2: 'CC-BY-SA-4.0', 3: 'CC0-1.0', 4: 'CC-BY-4.0', 5: 'ODbL-1.0' };
/** The more restrictive licence wins when base and translations differ. */
const STRICTNESS = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-3.0', 'CC-BY-SA-4.0', 'ODbL-1.0'];

/** wger categories to the region meant when an entry names no muscle (import-mapping.ts for the rest). */
const CATEGORY_REGION: Record<string, RegionKey> = {
  Arms: 'elbow-forearm',
  Legs: 'knee',
  Abs: 'core',
  Chest: 'shoulder',
  Back: 'thoracic',
  Shoulders: 'shoulder',
  Calves: 'ankle-foot',
  Cardio: 'whole-body',
};

async function fixture<T>(dir: string, file: string): Promise<Fixture<T>[]> {
  return JSON.parse(await readFile(join(dir, file), 'utf8')) as Fixture<T>[];
}

function licenceOf(ids: number[]): LibraryLicence {
  const spdx = ids.map((i) => LICENCE_ID[i] ?? 'CC-BY-SA-4.0');
  const strictest = spdx.reduce((a, b) => (STRICTNESS.indexOf(b) > STRICTNESS.indexOf(a) ? b : a), 'CC0-1.0');
  return licenceFor(strictest);
}

export async function parseWger(dir: string): Promise<ParseResult> {
  const warnings: string[] = [];
  let bases: Fixture<Base>[];
  let records: Fixture<Translation & { translation?: number; comment?: string }>[];
  let categories: Fixture<{ name: string }>[];
  let equipment: Fixture<{ name: string }>[];
  let muscles: Fixture<{ name: string; name_en: string }>[];
  try {
    [bases, records, categories, equipment, muscles] = await Promise.all([
      fixture<Base>(dir, 'exercise-base-data.json'),
      fixture<Translation & { translation?: number; comment?: string }>(dir, 'translations.json'),
      fixture<{ name: string }>(dir, 'categories.json'),
      fixture<{ name: string }>(dir, 'equipment.json'),
      fixture<{ name: string; name_en: string }>(dir, 'muscles.json'),
    ]);
  } catch (e) {
    return { items: [], warnings: [`wger: cannot read the fixtures in ${dir} (${(e as Error).message})`] };
  }
  const categoryName = new Map(categories.map((c) => [c.pk, c.fields.name]));
  const equipmentName = new Map(equipment.map((c) => [c.pk, c.fields.name]));
  const muscleNames = new Map(muscles.map((m) => [m.pk, [m.fields.name, m.fields.name_en].filter((x) => x)]));
  const translations = records.filter((r) => r.model === 'exercises.translation');
  const comments = new Map<number, string[]>();
  for (const r of records) {
    if (r.model === 'exercises.exercisecomment' && typeof r.fields.translation === 'number' && r.fields.comment) {
      comments.set(r.fields.translation, [...(comments.get(r.fields.translation) ?? []), r.fields.comment.trim()]);
    }
  }
  const byBase = new Map<number, Fixture<Translation>[]>();
  for (const t of translations) {
    byBase.set(t.fields.exercise, [...(byBase.get(t.fields.exercise) ?? []), t]);
  }

  const items: LibraryItem[] = [];
  for (const base of bases) {
    if (base.model !== 'exercises.exercise') {
      continue;
    }
    const where = `wger exercise ${base.pk} (${base.fields.uuid ?? 'no uuid'})`;
    try {
      const own = byBase.get(base.pk) ?? [];
      const en = own.find((t) => t.fields.language === LANGUAGE.en && t.fields.name.trim() !== '');
      const fr = own.find((t) => t.fields.language === LANGUAGE.fr && t.fields.name.trim() !== '');
      if (!en) {
        warnings.push(`${where}: no English translation; skipped`);
        continue;
      }
      if (!base.fields.uuid) {
        warnings.push(`${where}: no uuid; skipped`);
        continue;
      }
      const text = (t: Fixture<Translation>): string => {
        const body = htmlToText(t.fields.description ?? '');
        const tips = (comments.get(t.pk) ?? []).map((c) => `- ${c}`);
        return [body, ...tips].filter((x) => x !== '').join('\n');
      };
      const cat = categoryName.get(base.fields.category) ?? '';
      if (!cat) {
        warnings.push(`${where}: unknown category ${base.fields.category}; filed under whole body`);
      }
      const primary = base.fields.muscles.flatMap((m) => muscleNames.get(m) ?? []);
      const listed = base.fields.equipment.map((e) => equipmentId(equipmentName.get(e) ?? '')).filter((e): e is string => !!e);
      const sorted = classifyImport({
        title: en.fields.name,
        primaryMuscles: primary,
        equipment: listed,
        sourceCategory: cat === 'Cardio' ? 'cardio' : null,
        fallbackRegion: CATEGORY_REGION[cat] ?? 'whole-body',
      });
      const kind: KindKey = sorted.kind;
      const authors = [...new Set([en, fr].filter((t) => t).map((t) => t!.fields.license_author.trim() || 'wger.de'))];
      const licence = licenceOf([base.fields.license, en.fields.license, ...(fr ? [fr.fields.license] : [])]);
      const name = en.fields.name.trim();
      const frCredit = fr && fr.fields.license_author.trim() !== en.fields.license_author.trim() ? `; French text by ${fr.fields.license_author.trim() || 'wger.de'}` : '';
      const item: LibraryItem = {
        source: 'wger',
        sourceKey: base.fields.uuid,
        title: { en: name, fr: fr ? fr.fields.name.trim() : null },
        instructions: { en: text(en), fr: fr ? text(fr) || null : null },
        category: sorted.category,
        bodyRegions: sorted.bodyRegions,
        equipment: sorted.equipment,
        position: positionFromTitle(name),
        parameters: KIND_PARAMETERS[kind].map((p) => ({ ...p })),
        reflect: false,
        images: [],
        licence,
        author: authors.join(', '),
        sourceUrl: base.fields.license_object_url || `https://wger.de/exercise/${base.pk}/view/`,
        creditLine: `"${name}"${authors[0] === 'wger.de' ? '' : ` by ${authors[0]}`}, wger.de, licensed under ${licenceShortName(licence.id)} (${licence.url ?? ''})${frCredit}`,
        tags: [
          `kind:${kind}`,
          `wger-category:${cat || 'unknown'}`,
          ...(base.fields.variation_group ? [`variation-group:${base.fields.variation_group}`] : []),
          ...(poseFromTitle(name) ? [`pose:${poseFromTitle(name)}`] : []),
        ],
        // wger groups the variations of one exercise (grips, stances, equipment): they are one
        // movement; the others are a movement of their own. A variation is told by its name.
        ...(base.fields.variation_group
          ? {
              movement: {
                key: `variation-${base.fields.variation_group}`,
                variantKey: base.fields.uuid,
                label: { en: name, fr: fr ? fr.fields.name.trim() : null },
                side: null,
              },
            }
          : {}),
      };
      // wger images are not in the data set: until photos are imported, draw one from the metadata.
      item.images = drawingImages(item, { en: 'Drawing generated by OpenSet', fr: 'Dessin généré par OpenSet' });
      items.push(item);
    } catch (e) {
      warnings.push(`${where}: ${(e as Error).message}; skipped`);
    }
  }
  return { items, categories: stockCategories(), warnings };
}
