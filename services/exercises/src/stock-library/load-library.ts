import { createHash } from 'node:crypto';
import type { Connection } from '@mikro-orm/core';
import type { FileStore } from '../files/file-store.js';
import type { LibraryCategory, LibraryItem } from '@openset/exercise-library';
import { movementKeyOf } from './movement-key.js';

/** Where a library goes: the stock library, or an organisation's folder (orgExercises). */
export type LoadTarget = { kind: 'stock' } | { kind: 'org'; orgId: string; ownerId: string; folderTitle?: string };

export interface LoadResult {
  items: number;
  categories: number;
  images: number;
  /** Stock rows of the loaded sources the load no longer holds, now retired. */
  retired: number;
  ms: number;
}

interface SqlConnection {
  execute: Connection['execute'];
}

const CHUNK = 500;
const EXT: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const importScopeOf = (target: LoadTarget) => (target.kind === 'stock' ? 'stock' : `org:${target.orgId}`);

/**
 * Loads normalised library items. Idempotent: items, categories and images are upserted by
 * (import scope, source, source key), so re-importing the same file changes nothing but
 * changed fields. Rows are written in batches of 500 through jsonb_to_recordset (one statement
 * per batch) so that a 6,000-item catalogue loads in a few seconds on a small machine.
 * `wholeSource`: the items are all their sources hold, so stock rows of those sources the items
 * no longer name are retired (the start-up load and the import command of a stock source).
 */
export async function loadLibrary(
  conn: SqlConnection,
  files: FileStore,
  items: LibraryItem[],
  categories: LibraryCategory[],
  target: LoadTarget,
  options: { wholeSource?: boolean } = {},
): Promise<LoadResult> {
  const started = Date.now();
  const scope = importScopeOf(target);
  const categoryIds = await upsertCategories(conn, categories, items);
  const thumbs = await upsertImages(conn, files, items, scope);
  const folderId = target.kind === 'org' ? await orgFolder(conn, target, items[0]?.source ?? 'import') : null;

  for (let start = 0; start < items.length; start += CHUNK) {
    const rows = items.slice(start, start + CHUNK).map((item, index) => ({
      source: item.source,
      source_key: item.sourceKey,
      title_en: item.title.en,
      title_fr: item.title.fr,
      instructions_en: item.instructions.en,
      instructions_fr: item.instructions.fr,
      reflect: item.reflect,
      parameters: item.parameters,
      resources: (thumbs.get(`${item.source}\u0000${item.sourceKey}`) ?? []).map((resourceId, i) => {
        const caption = item.images[i]?.caption;
        return { resourceId, caption: caption?.en ?? '', ...(caption?.fr ? { captionFr: caption.fr } : {}) };
      }),
      thumbnail_id: thumbs.get(`${item.source}\u0000${item.sourceKey}`)?.[0] ?? null,
      category_id: categoryIds.get(item.category) ?? null,
      body_regions: item.bodyRegions,
      equipment: item.equipment,
      position: item.position || null,
      licence: item.licence.id,
      licence_url: item.licence.url,
      attribution_required: item.licence.attributionRequired,
      author: item.author,
      source_url: item.sourceUrl,
      credit_line: item.creditLine,
      sort_order: start + index,
      movement_key: item.movement ? movementKeyOf(item.source, item.movement.key) : null,
      variant_key: item.movement?.variantKey ?? null,
      side: item.movement?.side ?? null,
      variant_en: item.movement?.label.en ?? null,
      variant_fr: item.movement?.label.fr ?? null,
    }));
    await conn.execute(
      `insert into "exercises"."elements" (
         "scope", "org_id", "owner_id", "folder_id", "import_scope", "source", "source_key", "title_en", "title_fr",
         "instructions_en", "instructions_fr", "reflect", "parameters", "resources", "thumbnail_id", "category_id",
         "body_regions", "equipment", "position", "licence", "licence_url", "attribution_required", "author",
         "source_url", "credit_line", "sort_order", "movement_key", "variant_key", "side", "variant_en", "variant_fr")
       select ?, ?, ?, ?::uuid, ?, r.source, r.source_key, r.title_en, r.title_fr, r.instructions_en, r.instructions_fr,
         r.reflect, r.parameters, r.resources, r.thumbnail_id, r.category_id, r.body_regions, r.equipment, r.position,
         r.licence, r.licence_url, r.attribution_required, r.author, r.source_url, r.credit_line, r.sort_order,
         r.movement_key, r.variant_key, r.side, r.variant_en, r.variant_fr
       from jsonb_to_recordset(?::jsonb) as r(source text, source_key text, title_en text, title_fr text,
         instructions_en text, instructions_fr text, reflect boolean, parameters jsonb, resources jsonb,
         thumbnail_id uuid, category_id uuid, body_regions text[], equipment text[], position text, licence text,
         licence_url text, attribution_required boolean, author text, source_url text, credit_line text,
         sort_order double precision, movement_key text, variant_key text, side text, variant_en text, variant_fr text)
       on conflict ("import_scope", "source", "source_key") where "import_scope" is not null do update set
         "title_en" = excluded."title_en", "title_fr" = excluded."title_fr",
         "instructions_en" = excluded."instructions_en", "instructions_fr" = excluded."instructions_fr",
         "reflect" = excluded."reflect", "parameters" = excluded."parameters", "resources" = excluded."resources",
         "thumbnail_id" = excluded."thumbnail_id", "category_id" = excluded."category_id",
         "body_regions" = excluded."body_regions", "equipment" = excluded."equipment", "position" = excluded."position",
         "licence" = excluded."licence", "licence_url" = excluded."licence_url",
         "attribution_required" = excluded."attribution_required", "author" = excluded."author",
         "source_url" = excluded."source_url", "credit_line" = excluded."credit_line",
         "movement_key" = excluded."movement_key", "variant_key" = excluded."variant_key", "side" = excluded."side",
         "variant_en" = excluded."variant_en", "variant_fr" = excluded."variant_fr", "retired_at" = null, "updated_at" = now()
       where ("exercises"."elements"."title_en", "exercises"."elements"."title_fr", "exercises"."elements"."instructions_en",
              "exercises"."elements"."instructions_fr", "exercises"."elements"."thumbnail_id", "exercises"."elements"."category_id",
              "exercises"."elements"."credit_line", "exercises"."elements"."parameters", "exercises"."elements"."movement_key",
              "exercises"."elements"."variant_key", "exercises"."elements"."side", "exercises"."elements"."variant_en",
              "exercises"."elements"."variant_fr", "exercises"."elements"."body_regions", "exercises"."elements"."equipment",
              "exercises"."elements"."licence", "exercises"."elements"."retired_at" is not null)
         is distinct from (excluded."title_en", excluded."title_fr", excluded."instructions_en", excluded."instructions_fr",
              excluded."thumbnail_id", excluded."category_id", excluded."credit_line", excluded."parameters",
              excluded."movement_key", excluded."variant_key", excluded."side", excluded."variant_en", excluded."variant_fr",
              excluded."body_regions", excluded."equipment", excluded."licence", false)`,
      [
        target.kind === 'stock' ? 'stock' : 'org',
        target.kind === 'org' ? target.orgId : null,
        target.kind === 'org' ? target.ownerId : null,
        folderId,
        scope,
        JSON.stringify(rows),
      ],
    );
  }
  // Only a load of a source's whole library says what the source no longer holds.
  const retired = target.kind === 'stock' && options.wholeSource ? await retireAbsent(conn, items) : 0;
  // Fresh statistics, so the first lists after a large load get index plans, not guesses.
  await conn.execute('analyze "exercises"."elements"');
  return { items: items.length, categories: categoryIds.size, images: thumbs.size, retired, ms: Date.now() - started };
}

/**
 * Retires the stock rows of the loaded sources that the load no longer holds: merged into
 * another row of the same movement (libs/exercise-library, parsers/open-data.ts) or gone from
 * the data set. Lists leave them out; stars and sets reading them by id still find them.
 */
async function retireAbsent(conn: SqlConnection, items: LibraryItem[]): Promise<number> {
  const sources = [...new Set(items.map((item) => item.source))];
  if (sources.length === 0) return 0;
  const rows = await conn.execute<{ id: string }[]>(
    `update "exercises"."elements" e set "retired_at" = now(), "updated_at" = now()
     where e."import_scope" = 'stock' and e."retired_at" is null and e."source" = any(string_to_array(?::text, ','))
       and (e."source", e."source_key") not in (select k.source, k.source_key from jsonb_to_recordset(?::jsonb) as k(source text, source_key text))
     returning e."id"`,
    [sources.join(','), JSON.stringify(items.map((item) => ({ source: item.source, source_key: item.sourceKey })))],
  );
  return rows.length;
}

/** Categories by key; items may name a category the tree lacks, which then gets a root node. */
async function upsertCategories(
  conn: SqlConnection,
  categories: LibraryCategory[],
  items: LibraryItem[],
): Promise<Map<string, string>> {
  const known = new Set(categories.map((category) => category.key));
  const all = [...categories];
  for (const item of items) {
    if (item.category && !known.has(item.category)) {
      known.add(item.category);
      all.push({ key: item.category, parentKey: null, title: { en: item.category, fr: null }, order: 1000 });
    }
  }
  if (all.length === 0) return new Map();
  const rows = all.map((category) => ({
    key: category.key,
    parent_key: category.parentKey,
    title_en: category.title.en,
    title_fr: category.title.fr,
    ord: category.order,
    source: items[0]?.source ?? 'openset',
  }));
  const inserted: { id: string; key: string }[] = await conn.execute(
    `insert into "exercises"."categories" ("key", "title_en", "title_fr", "ord", "source")
     select r.key, r.title_en, r.title_fr, r.ord, r.source
     from jsonb_to_recordset(?::jsonb) as r(key text, title_en text, title_fr text, ord integer, source text)
     on conflict ("key") do update set "title_en" = excluded."title_en", "title_fr" = excluded."title_fr", "ord" = excluded."ord"
     returning "id", "key"`,
    [JSON.stringify(rows)],
  );
  await conn.execute(
    `update "exercises"."categories" c set "parent_id" = p."id"
     from jsonb_to_recordset(?::jsonb) as r(key text, parent_key text)
     left join "exercises"."categories" p on p."key" = r.parent_key
     where c."key" = r.key and c."parent_id" is distinct from p."id"`,
    [JSON.stringify(rows)],
  );
  return new Map(inserted.map((row) => [row.key, row.id]));
}

/**
 * Stores each item's images (content-addressed, so an unchanged image is never rewritten) and
 * upserts their resource rows. Answers the resource ids of each item, in image order.
 */
async function upsertImages(
  conn: SqlConnection,
  files: FileStore,
  items: LibraryItem[],
  scope: string,
): Promise<Map<string, string[]>> {
  const rows: Record<string, unknown>[] = [];
  for (const item of items) {
    for (const [index, image] of item.images.entries()) {
      const digest = createHash('sha256').update(image.data).digest('hex').slice(0, 32);
      const key = `lib/${digest.slice(0, 2)}/${digest}.${EXT[image.mime] ?? 'bin'}`;
      if (!(await files.exists(key))) await files.put(key, image.data, image.mime);
      rows.push({
        kind: index === 0 ? 'thumbnail' : 'stockImage',
        mime: image.mime,
        size: image.data.length,
        storage_key: key,
        caption_en: image.caption?.en ?? '',
        caption_fr: image.caption?.fr ?? null,
        credit: item.licence.attributionRequired ? item.creditLine : null,
        source: item.source,
        source_key: `${item.sourceKey}#${index}`,
      });
    }
  }
  const ids = new Map<string, string[]>();
  for (let start = 0; start < rows.length; start += CHUNK * 2) {
    const saved: { id: string; source: string; source_key: string }[] = await conn.execute(
      `insert into "exercises"."resources" ("kind", "mime", "size", "storage_key", "caption_en", "caption_fr", "credit",
         "import_scope", "source", "source_key")
       select r.kind, r.mime, r.size, r.storage_key, r.caption_en, r.caption_fr, r.credit, ?, r.source, r.source_key
       from jsonb_to_recordset(?::jsonb) as r(kind text, mime text, size bigint, storage_key text, caption_en text,
         caption_fr text, credit text, source text, source_key text)
       on conflict ("import_scope", "source", "source_key") where "import_scope" is not null do update set
         "mime" = excluded."mime", "size" = excluded."size", "storage_key" = excluded."storage_key",
         "caption_en" = excluded."caption_en", "caption_fr" = excluded."caption_fr", "credit" = excluded."credit"
       returning "id", "source", "source_key"`,
      [scope, JSON.stringify(rows.slice(start, start + CHUNK * 2))],
    );
    for (const row of saved) {
      const hash = row.source_key.lastIndexOf('#');
      const itemKey = `${row.source}\u0000${row.source_key.slice(0, hash)}`;
      const index = Number(row.source_key.slice(hash + 1));
      const list = ids.get(itemKey) ?? [];
      list[index] = row.id;
      ids.set(itemKey, list);
    }
  }
  return ids;
}

/** The organisation folder an import fills ("<source> library"), created once and reused. */
async function orgFolder(
  conn: SqlConnection,
  target: Extract<LoadTarget, { kind: 'org' }>,
  source: string,
): Promise<string> {
  const rows = await conn.execute<{ id: string }[]>(
    `insert into "exercises"."folders" ("kind", "owner_id", "org_id", "depth", "title", "import_scope", "source")
     values ('org', ?, ?, 1, ?, ?, ?)
     on conflict ("import_scope", "source") where "import_scope" is not null do update set "updated_at" = now()
     returning "id"`,
    [target.ownerId, target.orgId, target.folderTitle ?? `${source} library`, importScopeOf(target), source],
  );
  return rows[0]!.id;
}
