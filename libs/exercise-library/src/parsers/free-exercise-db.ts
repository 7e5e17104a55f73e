/**
 * Reader of the free-exercise-db data set (../shared/data/free-exercise-db, see its README.md):
 * 873 exercises in English, each with a start and an end photograph, public domain (the
 * Unlicense). Muscles, equipment and the data set's training category are mapped by
 * import-mapping.ts. The photographs are read only when a load writes them: their version is
 * their path, size and modification time (`LibraryImage.fingerprint`).
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { KindKey } from '../catalogue/base-exercise.js';
import { KIND_PARAMETERS } from '../catalogue/kind-defaults.js';
import type { LibraryImage, LibraryItem } from '../catalogue/library-item.js';
import { FREE_EXERCISE_DB_FR } from './free-exercise-db-fr.js';
import { classifyImport, type SourceCategory } from './import-mapping.js';
import { licenceFor } from './licences.js';
import { equipmentId, poseFromTitle, positionFromTitle } from './muscle-map.js';

export const FREE_EXERCISE_DB = 'free-exercise-db';
export const FREE_EXERCISE_DB_URL = 'https://github.com/yuhonas/free-exercise-db';
export const FREE_EXERCISE_DB_CREDIT = `Photographs and text: free-exercise-db (${FREE_EXERCISE_DB_URL}), public domain (the Unlicense)`;

export interface FreeExerciseEntry {
  id: string;
  name: string;
  equipment: string | null;
  primaryMuscles: string[];
  instructions: string[];
  category: string;
  images: string[];
}

/** The data set's equipment names that are not ours as they stand. */
const EQUIPMENT: Record<string, string | null> = {
  'body only': null,
  other: null,
  bands: 'resistance-band',
  kettlebells: 'kettlebell',
  'e-z curl bar': 'ez-bar',
  'exercise ball': 'ball',
  'foam roll': 'foam-roller',
  'medicine ball': 'medicine-ball',
  cable: 'cable-machine',
};

const SOURCE_CATEGORIES = new Set<SourceCategory>([
  'strength',
  'stretching',
  'plyometrics',
  'powerlifting',
  'olympic weightlifting',
  'strongman',
  'cardio',
]);

export async function readFreeExerciseEntries(
  dir: string,
): Promise<{ entries: FreeExerciseEntry[]; warnings: string[] }> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(dir, 'exercises.json'), 'utf8'));
  } catch (e) {
    return {
      entries: [],
      warnings: [`free-exercise-db: cannot read ${join(dir, 'exercises.json')} (${(e as Error).message})`],
    };
  }
  if (!Array.isArray(raw)) return { entries: [], warnings: ['free-exercise-db: exercises.json is not a list'] };
  const warnings: string[] = [];
  const entries: FreeExerciseEntry[] = [];
  const seen = new Set<string>();
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : [];
  for (const [i, e] of (raw as Record<string, unknown>[]).entries()) {
    const id = typeof e?.id === 'string' ? e.id : '';
    const name = typeof e?.name === 'string' ? e.name.trim() : '';
    if (!id || !name || seen.has(id)) {
      warnings.push(`free-exercise-db entry ${i}${id ? ` (${id})` : ''}: no id or name, or an id used twice; skipped`);
      continue;
    }
    seen.add(id);
    entries.push({
      id,
      name,
      equipment: typeof e.equipment === 'string' ? e.equipment : null,
      primaryMuscles: strings(e.primaryMuscles),
      instructions: strings(e.instructions),
      category: typeof e.category === 'string' ? e.category : '',
      images: strings(e.images),
    });
  }
  return { entries, warnings };
}

/**
 * An entry's photographs, the start then the end position, read when first used. A path
 * outside the data set's images folder, or a file that is not there, is an error message.
 */
export function photographsOf(dir: string, entry: FreeExerciseEntry): LibraryImage[] | string {
  const root = resolve(dir, 'images');
  const out: LibraryImage[] = [];
  for (const [index, path] of entry.images.entries()) {
    const full = resolve(root, path);
    if (relative(root, full).startsWith('..') || !/\.jpe?g$/i.test(path))
      {return `photograph ${path}: not a JPEG inside images/`;}
    let info;
    try {
      info = statSync(full);
    } catch {
      return `photograph ${path}: file not found`;
    }
    let bytes: Buffer | null = null;
    out.push({
      kind: 'photo',
      mime: 'image/jpeg',
      caption:
        index === 0
          ? { en: 'Start position', fr: 'Position de départ' }
          : { en: 'End position', fr: 'Position finale' },
      fingerprint: `${FREE_EXERCISE_DB}/${path}:${info.size}:${Math.round(info.mtimeMs)}`,
      get data(): Buffer {
        bytes ??= readFileSync(full);
        return bytes;
      },
    });
  }
  return out;
}

/** One library item of an entry (its photographs included), classified by import-mapping.ts. */
export function freeExerciseItem(dir: string, entry: FreeExerciseEntry): LibraryItem | string {
  const images = photographsOf(dir, entry);
  if (typeof images === 'string') return images;
  const listed =
    entry.equipment === null
      ? []
      : entry.equipment in EQUIPMENT
        ? [EQUIPMENT[entry.equipment]]
        : [equipmentId(entry.equipment)];
  const sourceCategory = SOURCE_CATEGORIES.has(entry.category as SourceCategory)
    ? (entry.category as SourceCategory)
    : null;
  const sorted = classifyImport({
    title: entry.name,
    primaryMuscles: entry.primaryMuscles,
    equipment: listed.filter((e): e is string => !!e),
    sourceCategory,
    fallbackRegion: 'whole-body',
  });
  const kind: KindKey = sorted.kind;
  const pose = poseFromTitle(entry.name);
  return {
    source: FREE_EXERCISE_DB,
    sourceKey: entry.id,
    title: { en: entry.name, fr: FREE_EXERCISE_DB_FR[entry.id] ?? null },
    instructions: { en: entry.instructions.join('\n'), fr: null },
    category: sorted.category,
    bodyRegions: sorted.bodyRegions,
    equipment: sorted.equipment,
    position: positionFromTitle(entry.name),
    parameters: KIND_PARAMETERS[kind].map((p) => ({ ...p })),
    reflect: false,
    images,
    licence: licenceFor('Unlicense'),
    author: 'free-exercise-db contributors',
    sourceUrl: FREE_EXERCISE_DB_URL,
    creditLine: FREE_EXERCISE_DB_CREDIT,
    tags: [
      `kind:${kind}`,
      `free-exercise-db:${entry.id}`,
      ...(sourceCategory ? [`free-exercise-db-category:${sourceCategory}`] : []),
      ...(pose ? [`pose:${pose}`] : []),
    ],
  };
}
