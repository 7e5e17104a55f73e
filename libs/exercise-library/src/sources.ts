import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildStockCatalogue } from './catalogue/catalogue.js';
import { CATEGORY_TREE } from './catalogue/categories.js';
import type { LibraryCategory, LibraryItem } from './catalogue/library-item.js';
import { parseEverkinetic } from './parsers/everkinetic.js';
import { parseOwnCsv } from './parsers/own-csv.js';
import { parseOwnJson } from './parsers/own-json.js';
import { parseWger } from './parsers/wger.js';

export interface ParsedLibrary {
  items: LibraryItem[];
  categories: LibraryCategory[];
  warnings: string[];
}

export const LIBRARY_SOURCES = ['openset', 'wger', 'everkinetic', 'json', 'csv'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

const repoRoot = resolve(import.meta.dirname, '../../..');
export const sharedDataDir = () => process.env.OPENSET_SHARED_DATA ?? join(repoRoot, '..', 'shared', 'data');

/**
 * One source of stock or organisation content, read into library items: the authored catalogue
 * (`openset`), the open data sets beside the project (`wger`, `everkinetic`), or a file in our
 * own JSON or CSV format (`json`, `csv`, with `path`).
 */
export async function readSource(source: LibrarySource, path?: string): Promise<ParsedLibrary> {
  let parsed: Partial<ParsedLibrary>;
  switch (source) {
    case 'openset':
      parsed = { items: buildStockCatalogue(), categories: [...CATEGORY_TREE] };
      break;
    case 'wger':
      parsed = await parseWger(path ?? join(sharedDataDir(), 'wger'));
      break;
    case 'everkinetic':
      parsed = await parseEverkinetic(path ?? join(sharedDataDir(), 'everkinetic'));
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

export const sharedDataPresent = (source: 'wger' | 'everkinetic') => existsSync(join(sharedDataDir(), source));
