/**
 * Reader of our own CSV library format (documented in FORMAT.md): a header row, one exercise per
 * row, lists separated by ";", parameters as "Sets=3;Reps=10", image paths relative to the CSV.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { stockCategories } from '../catalogue/catalogue.js';
import { CATEGORY_TREE } from '../catalogue/categories.js';
import { parseCsv } from './csv.js';
import { licenceFor } from './licences.js';
import { DEFAULT_OWN_LICENCE, resolveFile, type ParseResult } from './own-json.js';
import { OwnItemCollector, type RawExercise } from './own-item.js';
import { slug } from './text.js';

export const CSV_COLUMNS = [
  'key',
  'title_en',
  'title_fr',
  'instructions_en',
  'instructions_fr',
  'category',
  'body_regions',
  'equipment',
  'position',
  'parameters',
  'reflect',
  'images',
  'licence',
  'licence_url',
  'attribution_required',
  'author',
  'source_url',
  'credit_line',
  'tags',
  'source',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['key', 'title_en', 'category'];

function list(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  return value
    .split(';')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

function yesNo(value: string | undefined): boolean | string | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) {
    return undefined;
  }
  if (['true', 'yes', '1', 'oui', 'vrai'].includes(v)) {
    return true;
  }
  if (['false', 'no', '0', 'non', 'faux'].includes(v)) {
    return false;
  }
  return value;
}

/** "Sets=3;Reps=10" to parameters; a part without "=" is reported by the item check. */
function parameters(value: string | undefined): unknown {
  const parts = list(value);
  if (!parts) {
    return undefined;
  }
  return parts.map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? { title: part, value: '' } : { title: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
  });
}

export async function parseOwnCsv(pathOrDir: string): Promise<ParseResult> {
  const file = await resolveFile(pathOrDir, 'library.csv');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    return { items: [], warnings: [`${basename(file)}: cannot be read (${(e as Error).message})`] };
  }
  const { records, errors } = parseCsv(text);
  const warnings = errors.map((e) => `line ${e.line}: ${e.message}`);
  const header = records[0];
  if (!header) {
    return { items: [], warnings: [...warnings, `${basename(file)}: empty file`] };
  }
  const columns = header.fields.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return { items: [], warnings: [...warnings, `header: missing column(s) ${missing.join(', ')}`] };
  }
  const unknown = columns.filter((c) => c !== '' && !(CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length > 0) {
    warnings.push(`header: unknown column(s) ${unknown.join(', ')} ignored`);
  }
  const defaults = {
    source: `csv-${slug(basename(file, '.csv'))}`,
    licence: DEFAULT_OWN_LICENCE,
    author: null,
    categories: new Set(CATEGORY_TREE.map((c) => c.key)),
    baseDir: dirname(file),
  };
  const collector = new OwnItemCollector(defaults, warnings);
  for (const record of records.slice(1)) {
    const cell = (c: Column): string | undefined => {
      const i = columns.indexOf(c);
      const v = i < 0 ? undefined : record.fields[i];
      return v === undefined || v.trim() === '' ? undefined : v;
    };
    const keyText = cell('key');
    const where = `row at line ${record.line}${keyText ? ` (${keyText.trim()})` : ''}`;
    if (record.fields.length !== columns.length) {
      warnings.push(`${where}: has ${record.fields.length} fields, the header has ${columns.length}; skipped`);
      continue;
    }
    const licenceId = cell('licence');
    const attribution = yesNo(cell('attribution_required'));
    const raw: RawExercise = {
      key: keyText,
      title: { en: cell('title_en') ?? '', fr: cell('title_fr') ?? null },
      instructions: { en: cell('instructions_en') ?? '', fr: cell('instructions_fr') ?? null },
      category: cell('category'),
      bodyRegions: list(cell('body_regions')),
      equipment: list(cell('equipment')),
      position: cell('position'),
      parameters: parameters(cell('parameters')),
      reflect: yesNo(cell('reflect')),
      images: list(cell('images')),
      licence: licenceId
        ? licenceFor(licenceId.trim(), cell('licence_url')?.trim() ?? null, typeof attribution === 'boolean' ? attribution : null)
        : undefined,
      author: cell('author'),
      sourceUrl: cell('source_url'),
      creditLine: cell('credit_line'),
      tags: list(cell('tags')),
      source: cell('source'),
    };
    if (typeof attribution === 'string') {
      warnings.push(`${where}: attribution_required must be true or false; skipped`);
      continue;
    }
    await collector.add(raw, where);
  }
  // With the stock tree, so the loader files the rows under the real categories.
  return { items: collector.items, categories: stockCategories(), warnings };
}
