/**
 * Turns one exercise of our own import formats (JSON or CSV, both first read into the same loose
 * shape) into a LibraryItem, or into the list of problems that stop it. An item is either complete
 * and valid or not imported at all: never half an item.
 */
import { POSITIONS, REGIONS } from '../catalogue/base-exercise.js';
import type { LibraryImage, LibraryItem, LibraryLicence, LocalisedText } from '../catalogue/library-item.js';
import { readImage } from './images.js';
import { licenceFor, licenceShortName } from './licences.js';
import { slug } from './text.js';

export interface RawImage {
  path: string;
  kind?: unknown;
  caption?: unknown;
}

/** An exercise as written in a JSON file or a CSV row, before checking. */
export interface RawExercise {
  key?: unknown;
  title?: unknown;
  instructions?: unknown;
  category?: unknown;
  bodyRegions?: unknown;
  equipment?: unknown;
  position?: unknown;
  parameters?: unknown;
  reflect?: unknown;
  images?: unknown;
  licence?: unknown;
  author?: unknown;
  sourceUrl?: unknown;
  creditLine?: unknown;
  tags?: unknown;
  source?: unknown;
}

export interface ItemDefaults {
  source: string;
  licence: LibraryLicence;
  author: string | null;
  /** Category keys items may use: the stock tree plus the file's own categories. */
  categories: ReadonlySet<string>;
  /** Folder the image paths are relative to. */
  baseDir: string;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;
const MAX = { title: 200, instructions: 10_000, param: 40, params: 20, tags: 30, tag: 60, images: 10, url: 500, author: 300, credit: 500 };

class Problems {
  readonly list: string[] = [];
  add(message: string): void {
    this.list.push(message);
  }
}

function text(value: unknown, field: string, max: number, p: Problems, required: boolean): LocalisedText | null {
  if (value === undefined || value === null || value === '') {
    if (required) {
      p.add(`${field} is missing`);
    }
    return null;
  }
  const obj = typeof value === 'string' ? { en: value, fr: null } : (value as { en?: unknown; fr?: unknown });
  if (typeof obj !== 'object' || typeof obj.en !== 'string') {
    p.add(`${field} must be a text or {"en": ..., "fr": ...}`);
    return null;
  }
  const en = obj.en.trim();
  const fr = typeof obj.fr === 'string' && obj.fr.trim() !== '' ? obj.fr.trim() : null;
  if (required && en === '') {
    p.add(`${field} (English) is empty`);
  }
  if (en.length > max || (fr?.length ?? 0) > max) {
    p.add(`${field} is longer than ${max} characters`);
  }
  return { en, fr };
}

function optionalString(value: unknown, field: string, max: number, p: Problems): string | null {
  if (value === undefined || value === null || value === '') {
    return null;
  }
  if (typeof value !== 'string') {
    p.add(`${field} must be a text`);
    return null;
  }
  if (value.length > max) {
    p.add(`${field} is longer than ${max} characters`);
  }
  return value.trim();
}

function stringList(value: unknown, field: string, p: Problems): string[] {
  if (value === undefined || value === null || value === '') {
    return [];
  }
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    p.add(`${field} must be a list of texts`);
    return [];
  }
  return value.map((v: string) => v.trim()).filter((v) => v !== '');
}

function parameters(value: unknown, p: Problems): { title: string; value: string }[] {
  if (value === undefined || value === null || value === '') {
    return [];
  }
  let list: { title: unknown; value: unknown }[];
  if (Array.isArray(value)) {
    list = value as { title: unknown; value: unknown }[];
  } else if (typeof value === 'object') {
    list = Object.entries(value as Record<string, unknown>).map(([title, v]) => ({ title, value: v }));
  } else {
    p.add('parameters must be a list of {"title", "value"}');
    return [];
  }
  const out: { title: string; value: string }[] = [];
  for (const entry of list) {
    const title = typeof entry?.title === 'string' ? entry.title.trim() : '';
    const v = typeof entry?.value === 'number' ? String(entry.value) : typeof entry?.value === 'string' ? entry.value.trim() : '';
    if (title === '' || v === '') {
      p.add('each parameter needs a title and a value');
      continue;
    }
    if (title.length > MAX.param || v.length > MAX.param) {
      p.add(`parameter ${title} is longer than ${MAX.param} characters`);
      continue;
    }
    out.push({ title, value: v });
  }
  if (out.length > MAX.params) {
    p.add(`more than ${MAX.params} parameters`);
  }
  return out;
}

function licence(value: unknown, fallback: LibraryLicence, p: Problems): LibraryLicence {
  if (value === undefined || value === null || value === '') {
    return fallback;
  }
  if (typeof value === 'string') {
    return licenceFor(value.trim());
  }
  const l = value as { id?: unknown; url?: unknown; attributionRequired?: unknown };
  if (typeof l !== 'object' || typeof l.id !== 'string' || l.id.trim() === '') {
    p.add('licence must be a licence id or {"id", "url", "attributionRequired"}');
    return fallback;
  }
  return licenceFor(l.id.trim(), typeof l.url === 'string' ? l.url : null, typeof l.attributionRequired === 'boolean' ? l.attributionRequired : null);
}

function rawImages(value: unknown, p: Problems): RawImage[] {
  if (value === undefined || value === null || value === '') {
    return [];
  }
  if (!Array.isArray(value)) {
    p.add('images must be a list');
    return [];
  }
  const out: RawImage[] = [];
  for (const entry of value) {
    if (typeof entry === 'string' && entry.trim() !== '') {
      out.push({ path: entry.trim() });
    } else if (entry && typeof entry === 'object' && typeof (entry as RawImage).path === 'string') {
      out.push(entry as RawImage);
    } else {
      p.add('each image must be a path or {"path", "kind", "caption"}');
    }
  }
  if (out.length > MAX.images) {
    p.add(`more than ${MAX.images} images`);
  }
  return out;
}

/** Checks and converts one exercise. `where` names it in messages ("row 4", "exercises[2]"). */
export async function buildOwnItem(raw: RawExercise, d: ItemDefaults): Promise<{ item: LibraryItem } | { problems: string[] }> {
  const p = new Problems();
  const key = typeof raw.key === 'string' ? raw.key.trim() : '';
  if (!KEY.test(key)) {
    p.add(key === '' ? 'key is missing' : `key "${key}" may only use letters, digits and . _ : - (200 at most)`);
  }
  const title = text(raw.title, 'title', MAX.title, p, true);
  const instructions = text(raw.instructions, 'instructions', MAX.instructions, p, false) ?? { en: '', fr: null };
  const category = typeof raw.category === 'string' ? raw.category.trim() : '';
  if (!d.categories.has(category)) {
    p.add(category === '' ? 'category is missing' : `unknown category "${category}"`);
  }
  const position = typeof raw.position === 'string' && raw.position.trim() !== '' ? raw.position.trim() : 'standing';
  if (!(POSITIONS as readonly string[]).includes(position)) {
    p.add(`unknown position "${position}" (one of ${POSITIONS.join(', ')})`);
  }
  let bodyRegions = stringList(raw.bodyRegions, 'bodyRegions', p);
  for (const r of bodyRegions) {
    if (!(REGIONS as readonly string[]).includes(r)) {
      p.add(`unknown body region "${r}" (one of ${REGIONS.join(', ')})`);
    }
  }
  const topRegion = category.split('.')[0] ?? '';
  if (bodyRegions.length === 0 && (REGIONS as readonly string[]).includes(topRegion)) {
    bodyRegions = [topRegion];
  }
  const equipment = stringList(raw.equipment, 'equipment', p).map(slug).filter((e) => e !== '' && e !== 'none');
  const tags = stringList(raw.tags, 'tags', p);
  if (tags.length > MAX.tags || tags.some((x) => x.length > MAX.tag)) {
    p.add(`at most ${MAX.tags} tags of ${MAX.tag} characters`);
  }
  const params = parameters(raw.parameters, p);
  let reflect = false;
  if (raw.reflect !== undefined && raw.reflect !== null && raw.reflect !== '') {
    if (typeof raw.reflect === 'boolean') {
      reflect = raw.reflect;
    } else {
      p.add('reflect must be true or false');
    }
  }
  const lic = licence(raw.licence, d.licence, p);
  const author = optionalString(raw.author, 'author', MAX.author, p) ?? d.author;
  const sourceUrl = optionalString(raw.sourceUrl, 'sourceUrl', MAX.url, p);
  let creditLine = optionalString(raw.creditLine, 'creditLine', MAX.credit, p);
  const source = optionalString(raw.source, 'source', 100, p) ?? d.source;

  const images: LibraryImage[] = [];
  for (const img of rawImages(raw.images, p)) {
    const kind = img.kind === 'drawing' ? 'drawing' : 'photo';
    const caption = img.caption === undefined ? null : text(img.caption, `caption of ${img.path}`, MAX.title, p, false);
    const read = await readImage(d.baseDir, img.path, kind, caption);
    if (typeof read === 'string') {
      p.add(read);
    } else {
      images.push(read);
    }
  }
  if (p.list.length > 0 || !title) {
    return { problems: p.list };
  }
  if (!creditLine && lic.attributionRequired) {
    // The licence asks for credit: write the usual "title by author, licence" line.
    creditLine = `"${title.en}" by ${author ?? 'unknown author'}, ${licenceShortName(lic.id)}${sourceUrl ? ` (${sourceUrl})` : ''}`;
  }
  return {
    item: {
      source,
      sourceKey: key,
      title,
      instructions,
      category,
      bodyRegions,
      equipment,
      position,
      parameters: params,
      reflect,
      images,
      licence: lic,
      author,
      sourceUrl,
      creditLine,
      tags,
    },
  };
}

/**
 * Keeps the good exercises of a file in order: a row with problems, or a key used again, is
 * skipped with a warning naming where it stands; nothing is ever half-kept.
 */
export class OwnItemCollector {
  readonly items: LibraryItem[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly defaults: ItemDefaults,
    private readonly warnings: string[],
  ) {}

  async add(raw: RawExercise, where: string): Promise<void> {
    const built = await buildOwnItem(raw, this.defaults);
    if ('problems' in built) {
      this.warnings.push(`${where}: ${built.problems.join('; ')}; skipped`);
      return;
    }
    const id = `${built.item.source}\u0000${built.item.sourceKey}`;
    if (this.seen.has(id)) {
      this.warnings.push(`${where}: key "${built.item.sourceKey}" is used twice; the first one is kept`);
      return;
    }
    this.seen.add(id);
    this.items.push(built.item);
  }
}
