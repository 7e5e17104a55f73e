import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExerciseCategory, Lang } from '@openset/contracts';

interface CategoryRow {
  id: string;
  key: string;
  parent_id: string | null;
  title_en: string;
  title_fr: string | null;
  ord: number;
}

/** How long a copy of the category tree is reused; it only changes when a library is loaded. */
const TTL_MS = 30_000;

/**
 * The category tree, kept in memory for a short while: every browser page carries the categories
 * of its items, and reading a few hundred rows on every search would dominate its cost.
 */
@Injectable()
export class CategoriesService {
  private cache: { at: number; rows: Promise<CategoryRow[]> } | null = null;

  constructor(private readonly em: EntityManager) {}

  private rows(refresh = false): Promise<CategoryRow[]> {
    if (refresh || !this.cache || Date.now() - this.cache.at > TTL_MS) {
      // Straight from the pool, outside any call's transaction: the cached answer outlives the call.
      const rows = this.em
        .getConnection()
        .execute<CategoryRow[]>(
          'select "id", "key", "parent_id", "title_en", "title_fr", "ord" from "exercises"."categories" order by "ord", "title_en"',
        );
      rows.catch(() => (this.cache = null));
      this.cache = { at: Date.now(), rows };
    }
    return this.cache.rows;
  }

  async all(lang: Lang): Promise<ExerciseCategory[]> {
    return (await this.rows()).map((row) => toCategory(row, lang));
  }

  /** The categories of some elements, with their ancestors so the browser can show the path. */
  async forIds(ids: (string | null)[], lang: Lang): Promise<ExerciseCategory[]> {
    let rows = await this.rows();
    let byId = new Map(rows.map((row) => [row.id, row]));
    // A library loaded since the copy was made: read the tree again, once.
    if (ids.some((id) => id && !byId.has(id))) {
      rows = await this.rows(true);
      byId = new Map(rows.map((row) => [row.id, row]));
    }
    const wanted = new Set<string>();
    for (let id of ids) {
      while (id && !wanted.has(id)) {
        wanted.add(id);
        id = byId.get(id)?.parent_id ?? null;
      }
    }
    return rows.filter((row) => wanted.has(row.id)).map((row) => toCategory(row, lang));
  }
}

const toCategory = (row: CategoryRow, lang: Lang): ExerciseCategory => ({
  id: row.id,
  key: row.key,
  parentId: row.parent_id,
  title: lang === 'fr' ? (row.title_fr ?? row.title_en) : row.title_en,
  order: row.ord,
});
