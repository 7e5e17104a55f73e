import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildStockCatalogue } from './catalogue/catalogue.js';
import { CATEGORY_TREE } from './catalogue/categories.js';
import type { LibraryCategory, LibraryItem } from './catalogue/library-item.js';
import { parseEverkinetic } from './parsers/everkinetic.js';
import { parseOwnCsv } from './parsers/own-csv.js';
import { parseOwnJson } from './parsers/own-json.js';
import { readOpenData } from './parsers/open-data.js';
import { parseWger } from './parsers/wger.js';

export interface ParsedLibrary {
  items: LibraryItem[];
  categories: LibraryCategory[];
  warnings: string[];
}

export const LIBRARY_SOURCES = ['openset', 'wger', 'everkinetic', 'free-exercise-db', 'json', 'csv'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

const repoRoot = resolve(import.meta.dirname, '../../..');
export const sharedDataDir = () => process.env.OPENSET_SHARED_DATA ?? join(repoRoot, '..', 'shared', 'data');

/**
 * One source of stock or organisation content, read into library items: the authored catalogue
 * (`openset`), the open data sets beside the project (`wger`, `everkinetic`, `free-exercise-db`), or a file in our
 * own JSON or CSV format (`json`, `csv`, with `path`).
 */
export async function readSource(source: LibrarySource, path?: string): Promise<ParsedLibrary> {
  let parsed: Partial<ParsedLibrary>;
  switch (source) {
    case 'openset':
      parsed = { items: buildStockCatalogue(), categories: [...CATEGORY_TREE] };
      break;
    // The open data sets beside the project are read together, each movement once
    // (parsers/open-data.ts); one named by its path is read alone.
    case 'wger':
      parsed = path ? await parseWger(path) : (await readOpenData(sharedDataDir())).wger;
      break;
    case 'everkinetic':
      parsed = path ? await parseEverkinetic(path) : (await readOpenData(sharedDataDir())).everkinetic;
      break;
    case 'free-exercise-db':
      parsed = path ? (await readOpenData(dirname(resolve(path))))['free-exercise-db'] : (await readOpenData(sharedDataDir()))['free-exercise-db'];
      break;
    case 'json':
      if (!path) throw new Error('--path is required for json');
      parsed = await parseOwnJson(path);
      break;
    case 'csv':
      if (!path) throw new Error('--path is required for csv');
      parsed = await parseOwnCsv(path);
      break;
  }
  return { items: parsed.items ?? [], categories: parsed.categories ?? [], warnings: parsed.warnings ?? [] };
}

export const sharedDataPresent = (source: 'wger' | 'everkinetic' | 'free-exercise-db') => existsSync(join(sharedDataDir(), source));
