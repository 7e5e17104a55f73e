/**
 * Reader of our own JSON library format (documented in FORMAT.md): one file, optionally with its
 * own categories, exercises with English and French text, parameters, image files next to it and
 * licence, author and credit per exercise or for the whole file.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { stockCategories } from '../catalogue/catalogue.js';
import { CATEGORY_TREE } from '../catalogue/categories.js';
import type { LibraryCategory, LibraryItem, LibraryLicence } from '../catalogue/library-item.js';
import { licenceFor } from './licences.js';
import { OwnItemCollector, type RawExercise } from './own-item.js';
import { slug } from './text.js';

export interface ParseResult {
  items: LibraryItem[];
  categories?: LibraryCategory[];
  warnings: string[];
}

export const DEFAULT_OWN_LICENCE: LibraryLicence = licenceFor('Proprietary');
const CATEGORY_KEY = /^[a-z0-9][a-z0-9.-]{0,99}$/;

/** A directory is read as its library.json. */
export async function resolveFile(pathOrDir: string, fileName: string): Promise<string> {
  const info = await stat(pathOrDir).catch(() => null);
  return info?.isDirectory() ? join(pathOrDir, fileName) : pathOrDir;
}

function readCategories(value: unknown, warnings: string[]): LibraryCategory[] {
  if (value === undefined || value === null) {
    return [];
  }
  if (!Array.isArray(value)) {
    warnings.push('categories: must be a list; ignored');
    return [];
  }
  const stock = new Set(CATEGORY_TREE.map((c) => c.key));
  const out: LibraryCategory[] = [];
  value.forEach((raw: Record<string, unknown>, i) => {
    const where = `categories[${i}]`;
    const key = typeof raw?.key === 'string' ? raw.key : '';
    const title = raw?.title as { en?: unknown; fr?: unknown } | string | undefined;
    const en = typeof title === 'string' ? title : typeof title?.en === 'string' ? title.en : '';
    const fr = typeof title === 'object' && typeof title?.fr === 'string' ? title.fr : null;
    const parentKey = typeof raw?.parentKey === 'string' ? raw.parentKey : null;
    const known = new Set([...stock, ...out.map((c) => c.key)]);
    if (!CATEGORY_KEY.test(key)) {
      warnings.push(`${where}: key "${key}" must be lower-case letters, digits, "." or "-"; category skipped`);
    } else if (en.trim() === '' || en.length > 200) {
      warnings.push(`${where} (${key}): title must have English text of at most 200 characters; category skipped`);
    } else if (parentKey !== null && !known.has(parentKey)) {
      warnings.push(`${where} (${key}): unknown parentKey "${parentKey}" (list parents first); category skipped`);
    } else if (known.has(key)) {
      warnings.push(`${where} (${key}): this key already exists; category skipped`);
    } else {
      out.push({ key, parentKey, title: { en: en.trim(), fr: fr?.trim() || null }, order: typeof raw.order === 'number' ? raw.order : i });
    }
  });
  return out;
}

export async function parseOwnJson(pathOrDir: string): Promise<ParseResult> {
  const file = await resolveFile(pathOrDir, 'library.json');
  const warnings: string[] = [];
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    return { items: [], warnings: [`${basename(file)}: cannot be read as JSON (${(e as Error).message})`] };
  }
  const top = (Array.isArray(doc) ? { exercises: doc } : doc) as Record<string, unknown>;
  if (!top || typeof top !== 'object' || !Array.isArray(top.exercises)) {
    return { items: [], warnings: [`${basename(file)}: expected an object with an "exercises" list`] };
  }
  if (top.format !== undefined && top.format !== 'openset-library') {
    warnings.push(`format "${String(top.format)}" is not "openset-library"; reading anyway`);
  }
  const categories = readCategories(top.categories, warnings);
  const fileLicence =
    typeof top.licence === 'string'
      ? licenceFor(top.licence)
      : top.licence && typeof top.licence === 'object' && typeof (top.licence as { id?: unknown }).id === 'string'
        ? licenceFor(
            (top.licence as { id: string }).id,
            (top.licence as { url?: string }).url ?? null,
            (top.licence as { attributionRequired?: boolean }).attributionRequired ?? null,
          )
        : DEFAULT_OWN_LICENCE;
  const defaults = {
    source: typeof top.source === 'string' && top.source.trim() !== '' ? top.source.trim() : `json-${slug(basename(file, '.json'))}`,
    licence: fileLicence,
    author: typeof top.author === 'string' ? top.author : null,
    categories: new Set([...CATEGORY_TREE.map((c) => c.key), ...categories.map((c) => c.key)]),
    baseDir: dirname(file),
  };
  const collector = new OwnItemCollector(defaults, warnings);
  for (const [i, raw] of (top.exercises as unknown[]).entries()) {
    const key = typeof (raw as RawExercise)?.key === 'string' ? ` (${(raw as { key: string }).key})` : '';
    const where = `exercises[${i}]${key}`;
    if (!raw || typeof raw !== 'object') {
      warnings.push(`${where}: not an object; skipped`);
      continue;
    }
    await collector.add(raw as RawExercise, where);
  }
  // The stock tree goes with the file's own categories: the loader upserts every category it is
  // given and would otherwise invent bare root nodes for the stock keys the exercises use.
  return { items: collector.items, categories: [...stockCategories(), ...categories], warnings };
}
