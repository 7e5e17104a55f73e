/**
 * Reader of the everkinetic data set (../shared/data/everkinetic, see its README.md): English text
 * from the steps and tips, muscles and equipment mapped onto our taxonomy, and the start
 * ("relaxation") and end ("tension") line drawings as images, all under CC BY-SA 4.0 with the
 * credit line the data set asks for.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KindKey } from '../catalogue/base-exercise.js';
import { stockCategories } from '../catalogue/catalogue.js';
import { KIND_PARAMETERS } from '../catalogue/kind-defaults.js';
import type { LibraryImage, LibraryItem } from '../catalogue/library-item.js';
import { drawingImages } from '../catalogue/thumbnail.js';
import { EVERKINETIC_FR } from './everkinetic-fr.js';
import { readImage } from './images.js';
import { licenceFor } from './licences.js';
import { classifyImport } from './import-mapping.js';
import { equipmentId, poseFromTitle, positionFromTitle } from './muscle-map.js';
import type { ParseResult } from './own-json.js';

interface Entry {
  id?: unknown;
  name?: unknown;
  title?: unknown;
  primer?: unknown;
  type?: unknown;
  primary?: unknown;
  secondary?: unknown;
  equipment?: unknown;
  steps?: unknown;
  tips?: unknown;
  svg?: unknown;
}

export const EVERKINETIC_AUTHOR = 'Everkinetic (Greg Priday, Frank Paczynski)';
export const EVERKINETIC_CREDIT = 'Exercise illustration/text: Everkinetic (Greg Priday, Frank Paczynski), https://github.com/everkinetic/data, CC BY-SA 4.0';
const SOURCE_URL = 'https://github.com/everkinetic/data';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : []);

/** What a drawing shows; the credit is the exercise's (credits link, about data), not every picture's caption. */
function captionFor(file: string): LibraryImage['caption'] {
  return /relaxation/.test(file) ? { en: 'Start position', fr: 'Position de départ' } : { en: 'End position', fr: 'Position finale' };
}

export async function parseEverkinetic(dir: string): Promise<ParseResult> {
  let entries: Entry[];
  try {
    entries = JSON.parse(await readFile(join(dir, 'exercises.json'), 'utf8')) as Entry[];
  } catch (e) {
    return { items: [], warnings: [`everkinetic: cannot read ${join(dir, 'exercises.json')} (${(e as Error).message})`] };
  }
  if (!Array.isArray(entries)) {
    return { items: [], warnings: ['everkinetic: exercises.json is not a list'] };
  }
  const warnings: string[] = [];
  const items: LibraryItem[] = [];
  const seen = new Set<string>();
  for (const [i, e] of entries.entries()) {
    const id = typeof e?.id === 'string' ? e.id : '';
    const title = typeof e?.title === 'string' ? e.title.trim() : '';
    const where = `everkinetic entry ${i}${id ? ` (${id})` : ''}`;
    if (!id || !title) {
      warnings.push(`${where}: no id or title; skipped`);
      continue;
    }
    if (seen.has(id)) {
      warnings.push(`${where}: id used twice; the first one is kept`);
      continue;
    }
    const name = typeof e.name === 'string' ? e.name : title.toLowerCase();
    const primary = strings(e.primary);
    const steps = strings(e.steps);
    const tips = strings(e.tips).map((tip) => `Tip: ${tip}`);
    const primer = typeof e.primer === 'string' ? e.primer.trim() : '';
    // The first step often repeats the primer; keep it once.
    const lines = [primer, ...steps.filter((s) => s !== primer), ...tips].filter((x) => x !== '');
    const type = typeof e.type === 'string' ? e.type : '';
    // Neck and shrug entries name muscles of other regions (deltoid, trapezius) or none.
    const sorted = classifyImport({
      title,
      primaryMuscles: /neck/.test(name) ? ['neck'] : primary,
      equipment: strings(e.equipment).map(equipmentId).filter((x): x is string => !!x),
      sourceCategory: null,
      fallbackRegion: 'whole-body',
      fallbackKind: type.includes('isometric') ? 'isometric' : 'strengthening',
    });
    const kind: KindKey = sorted.kind;
    const images: LibraryImage[] = [];
    let broken = false;
    for (const file of strings(e.svg)) {
      const read = await readImage(dir, file, 'drawing', captionFor(file));
      if (typeof read === 'string') {
        warnings.push(`${where}: ${read}; skipped`);
        broken = true;
        break;
      }
      images.push(read);
    }
    if (broken) {
      continue;
    }
    const item: LibraryItem = {
      source: 'everkinetic',
      sourceKey: id,
      title: { en: title, fr: EVERKINETIC_FR[id] ?? null },
      instructions: { en: lines.join('\n'), fr: null },
      category: sorted.category,
      bodyRegions: sorted.bodyRegions,
      equipment: sorted.equipment,
      position: positionFromTitle(title),
      parameters: KIND_PARAMETERS[kind].map((p) => ({ ...p })),
      reflect: false,
      images,
      licence: licenceFor('CC-BY-SA-4.0'),
      author: EVERKINETIC_AUTHOR,
      sourceUrl: SOURCE_URL,
      creditLine: EVERKINETIC_CREDIT,
      tags: [`kind:${kind}`, `everkinetic:${name}`, ...(type ? [`everkinetic-type:${type}`] : []), ...(poseFromTitle(title) ? [`pose:${poseFromTitle(title)}`] : [])],
    };
    if (images.length === 0) {
      item.images = drawingImages(item, { en: 'Drawing generated by OpenSet', fr: 'Dessin généré par OpenSet' });
    }
    seen.add(id);
    items.push(item);
  }
  return { items, categories: stockCategories(), warnings };
}
