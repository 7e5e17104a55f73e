/**
 * Reader of the everkinetic data set (../shared/data/everkinetic, see its README.md): English text
 * from the steps and tips, muscles and equipment mapped onto our taxonomy, and the start
 * ("relaxation") and end ("tension") line drawings as images, all under CC BY-SA 4.0 with the
 * credit line the data set asks for.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KindKey, RegionKey } from '../catalogue/base-exercise.js';
import { stockCategories } from '../catalogue/catalogue.js';
import { KIND_PARAMETERS } from '../catalogue/kind-defaults.js';
import type { LibraryImage, LibraryItem } from '../catalogue/library-item.js';
import { drawingImage } from '../catalogue/thumbnail.js';
import { readImage } from './images.js';
import { licenceFor } from './licences.js';
import { MUSCLE_REGION, equipmentId, kindFromTitle, nearestCategory, poseFromTitle, positionFromTitle } from './muscle-map.js';
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

function regionFor(name: string, muscles: string[]): RegionKey {
  if (/neck/.test(name)) {
    return 'neck';
  }
  if (/shrug/.test(name)) {
    return 'shoulder';
  }
  for (const m of muscles) {
    const r = MUSCLE_REGION[m.toLowerCase()];
    if (r) {
      return r;
    }
  }
  return 'whole-body';
}

function captionFor(file: string): LibraryImage['caption'] {
  const start = /relaxation/.test(file);
  return start
    ? { en: `Start position. ${EVERKINETIC_CREDIT}`, fr: `Position de départ. ${EVERKINETIC_CREDIT}` }
    : { en: `End position. ${EVERKINETIC_CREDIT}`, fr: `Position finale. ${EVERKINETIC_CREDIT}` };
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
    const kind: KindKey = kindFromTitle(title, type.includes('isometric') ? 'isometric' : 'strengthening');
    const mainRegion = regionFor(name, primary);
    const regions = [mainRegion, ...[...primary, ...strings(e.secondary)].map((m) => MUSCLE_REGION[m.toLowerCase()]).filter((r): r is RegionKey => !!r)];
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
      title: { en: title, fr: null },
      instructions: { en: lines.join('\n'), fr: null },
      category: nearestCategory(mainRegion, kind),
      bodyRegions: [...new Set(regions)],
      equipment: [...new Set(strings(e.equipment).map(equipmentId).filter((x): x is string => !!x))],
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
      item.images = [drawingImage(item, { en: 'Drawing generated by OpenSet', fr: 'Dessin généré par OpenSet' })];
    }
    seen.add(id);
    items.push(item);
  }
  return { items, categories: stockCategories(), warnings };
}
