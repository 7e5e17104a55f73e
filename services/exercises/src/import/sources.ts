import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LibraryCategory, LibraryItem } from '../library/library-item.js';

export interface ParsedLibrary {
  items: LibraryItem[];
  categories: LibraryCategory[];
  warnings: string[];
}

export const LIBRARY_SOURCES = ['openset', 'wger', 'everkinetic', 'json', 'csv'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const sharedDataDir = () => process.env.OPENSET_SHARED_DATA ?? join(repoRoot, '..', 'shared', 'data');

/** A module path held in a variable: the type checker does not require it to exist yet. */
const importByName = (module: string): Promise<Record<string, unknown>> => import(module);

type Parser = (path: string) => Promise<Partial<ParsedLibrary>> | Partial<ParsedLibrary>;

/**
 * The parsers and the authored catalogue are loaded lazily, by name: a build without one of them
 * still starts, and the library is simply not offered.
 */
async function parser(module: string, name: string): Promise<Parser> {
  const loaded = (await importByName(module)) as Record<string, Parser>;
  const fn = loaded[name];
  if (typeof fn !== 'function') throw new Error(`${module} has no ${name}()`);
  return fn;
}

export async function readSource(source: LibrarySource, path?: string): Promise<ParsedLibrary> {
  let parsed: Partial<ParsedLibrary>;
  switch (source) {
    case 'openset': {
      const catalogue = (await importByName('../library/catalogue.js')) as { buildStockCatalogue(): LibraryItem[] };
      const categories = await importByName('../library/categories.js');
      parsed = { items: catalogue.buildStockCatalogue(), categories: categoryList(categories) };
      break;
    }
    case 'wger':
      parsed = await (await parser('./parsers/wger.js', 'parseWger'))(path ?? join(sharedDataDir(), 'wger'));
      break;
    case 'everkinetic':
      parsed = await (await parser('./parsers/everkinetic.js', 'parseEverkinetic'))(
        path ?? join(sharedDataDir(), 'everkinetic'),
      );
      break;
    case 'json':
      if (!path) throw new Error('--path is required for json');
      parsed = await (await parser('./parsers/own-json.js', 'parseOwnJson'))(path);
      break;
    case 'csv':
      if (!path) throw new Error('--path is required for csv');
      parsed = await (await parser('./parsers/own-csv.js', 'parseOwnCsv'))(path);
      break;
  }
  return { items: parsed.items ?? [], categories: parsed.categories ?? [], warnings: parsed.warnings ?? [] };
}

/** categories.ts exports the tree under some name: take the first LibraryCategory[] (or builder). */
function categoryList(module: Record<string, unknown>): LibraryCategory[] {
  for (const value of Object.values(module)) {
    const list = typeof value === 'function' ? safeCall(value as () => unknown) : value;
    if (Array.isArray(list) && list.every((entry) => entry && typeof entry === 'object' && 'key' in entry && 'title' in entry)) {
      return list as LibraryCategory[];
    }
  }
  return [];
}

function safeCall(fn: () => unknown): unknown {
  try {
    return fn.length === 0 ? fn() : undefined;
  } catch {
    return undefined;
  }
}

export const sharedDataPresent = (source: 'wger' | 'everkinetic') => existsSync(join(sharedDataDir(), source));
