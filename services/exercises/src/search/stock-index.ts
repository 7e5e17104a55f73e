import type { ElementListQuery, Lang } from '@openset/contracts';
import type { SearchQueries } from './search-queries.js';
import { union } from './text/doc-sets.js';
import { TextIndexBuilder } from './text/text-index-builder.js';
import type { TextIndex } from './text/text-index.js';
import { parseTsvector } from './text/tsvector.js';

/** One stock row as the index loads it, in (title_en, id) order. */
export interface StockIndexRow {
  id: string;
  title_en: string;
  is_stack: boolean;
  top_level: boolean;
  folder_id: string | null;
  category_id: string | null;
  body_regions: string[];
  equipment: string[];
  position: string | null;
  search_en: string | null;
  search_fr: string | null;
}

/** Stock documents that match a search after the browser's filters, with their ranks. */
export interface StockMatches {
  docs: Int32Array;
  ranks: Float64Array;
}

type Filters = Pick<ElementListQuery, 'categoryId' | 'folderId' | 'bodyRegion' | 'equipment' | 'position' | 'kinds'>;

/**
 * The stock library's search vectors and filter columns in memory, for one generation of the
 * stock library. Documents are numbered in (title_en, id) order as PostgreSQL sorts them, so a
 * document number is also the tie-break between equal ranks. Answers what the search statement
 * answers for stock rows: `@@` in English or French, ranked 2 x own language + other language.
 */
export class StockIndex {
  private constructor(
    readonly generation: string,
    readonly ids: readonly string[],
    readonly titles: readonly string[],
    private readonly rows: readonly Omit<StockIndexRow, 'id' | 'title_en' | 'search_en' | 'search_fr'>[],
    private readonly en: TextIndex,
    private readonly fr: TextIndex,
  ) {}

  static build(generation: string, rows: readonly StockIndexRow[]): StockIndex {
    const en = new TextIndexBuilder();
    const fr = new TextIndexBuilder();
    rows.forEach((row, doc) => {
      if (row.search_en) en.add(doc, parseTsvector(row.search_en));
      if (row.search_fr) fr.add(doc, parseTsvector(row.search_fr));
    });
    return new StockIndex(
      generation,
      rows.map((row) => row.id),
      rows.map((row) => row.title_en),
      rows.map(({ is_stack, top_level, folder_id, category_id, body_regions, equipment, position }) => ({
        is_stack, top_level, folder_id, category_id, body_regions, equipment, position,
      })),
      en.build(rows.length),
      fr.build(rows.length),
    );
  }

  get size(): number {
    return this.ids.length;
  }

  byteSize(): number {
    return this.en.byteSize() + this.fr.byteSize();
  }

  /** Ranked as the statement does: `ownLanguageWeight` x rank in the clinician's language + the other. */
  search(queries: SearchQueries, lang: Lang, filters: Filters, ownLanguageWeight = 2): StockMatches {
    const matched = union(this.en.match(queries.en), this.fr.match(queries.fr));
    const docs = matched.filter((doc) => this.passes(doc, filters));
    const [mine, other] = lang === 'fr' ? [this.fr, this.en] : [this.en, this.fr];
    const [mineQuery, otherQuery] = lang === 'fr' ? [queries.fr, queries.en] : [queries.en, queries.fr];
    const own = mine.rankMany(docs, mineQuery);
    const second = other.rankMany(docs, otherQuery);
    // Summed in double precision, as PostgreSQL sums the two float4 ranks.
    const ranks = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) ranks[i] = ownLanguageWeight * own[i]! + second[i]!;
    return { docs, ranks };
  }

  /** The filters of the search statement (element-query.ts scopeAndFilters), for stock rows. */
  private passes(doc: number, filters: Filters): boolean {
    const row = this.rows[doc]!;
    if (!row.top_level) return false;
    // Ids are uuids, which PostgreSQL compares without regard to case.
    if (filters.categoryId && row.category_id !== filters.categoryId.toLowerCase()) return false;
    if (filters.folderId === 'root') {
      if (row.folder_id !== null) return false;
    } else if (filters.folderId && row.folder_id !== filters.folderId.toLowerCase()) {
      return false;
    }
    if (filters.bodyRegion && !row.body_regions.includes(filters.bodyRegion)) return false;
    if (filters.equipment && !row.equipment.includes(filters.equipment)) return false;
    if (filters.position && row.position !== filters.position) return false;
    if (filters.kinds === 'stack' && !row.is_stack) return false;
    if (filters.kinds === 'exercise' && row.is_stack) return false;
    return true;
  }
}
