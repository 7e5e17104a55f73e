import { Injectable } from '@nestjs/common';
import type { ElementListQuery, Lang } from '@openset/contracts';
import type { Viewer } from '../access/access.service.js';
import { ElementsRepository } from '../elements/elements.repository.js';
import { scopeAndFilters, SEARCH_TABLE } from './element-query.js';
import { SearchQueriesService, type SearchQueries } from './search-queries.js';
import type { StockIndex } from './stock-index.js';
import { StockLibraryIndex } from './stock-library-index.js';
import { tsRank } from './text/rank.js';
import { parseTsvector } from './text/tsvector.js';
import { topK } from './top-k.js';

/** One page of a search: element ids in rank order and how many match in all. */
export interface RankedPage {
  ids: string[];
  total: number;
  /** Each id's rank and English title: what a merge with other matches orders by. */
  ranks: number[];
  titles: string[];
  /** The words as typed matched nothing and typo correction answered. */
  corrected: boolean;
}

/** A match ranked and ordered like the search statement's rows. */
export interface RankedMatch {
  id: string;
  title: string;
  rank: number;
}

/** Equal ranks go by English title in code point order (the statement's `collate "C"`), then id. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The search statement's order: rank, then English title, then id. Negative when `a` comes first. */
export const rankedOrder = (a: RankedMatch, b: RankedMatch): number =>
  b.rank - a.rank || byCodePoint(a.title, b.title) || byCodePoint(a.id, b.id);

/**
 * The search statement's answer (element-query.ts) for the stock and "all" tabs, with the stock
 * library matched and ranked in this copy's memory: PostgreSQL only translates the words and
 * matches the clinician's own, team and organisation elements (a few hundred rows, not 60,000).
 * Same matching, ranking (2 x own language + other; typo correction ranks both alike), order
 * (rank, English title, id) and total.
 */
@Injectable()
export class RankedSearch {
  constructor(
    private readonly repo: ElementsRepository,
    private readonly queries: SearchQueriesService,
    private readonly stockIndex: StockLibraryIndex,
  ) {}

  /** Null while this copy's index of this generation is being built: search in PostgreSQL then. */
  async page(
    tab: 'stock' | 'all',
    viewer: Viewer | null,
    query: ElementListQuery,
    lang: Lang,
    generation: string,
  ): Promise<RankedPage | null> {
    const index = this.stockIndex.at(generation);
    if (!index) return null;
    const text = query.search?.trim() ?? '';
    const own = tab === 'all' ? viewer : null;
    const typed = await this.rank(index, own, query, lang, await this.queries.typed(text), 2);
    if (typed.total > 0) return typed;
    return { ...(await this.rank(index, own, query, lang, await this.queries.corrected(text), 1)), corrected: true };
  }

  /** The viewer's own, team and organisation elements that match the words as typed, in order. */
  async ownMatches(viewer: Viewer, query: ElementListQuery, lang: Lang): Promise<RankedMatch[]> {
    const queries = await this.queries.typed(query.search?.trim() ?? '');
    return (await this.customMatches(viewer, query, lang, queries, 2)).sort(rankedOrder);
  }

  private async rank(
    index: StockIndex,
    viewer: Viewer | null,
    query: ElementListQuery,
    lang: Lang,
    queries: SearchQueries,
    ownLanguageWeight: number,
  ): Promise<RankedPage> {
    const stock = index.search(queries, lang, query, ownLanguageWeight);
    const custom: RankedMatch[] = viewer ? await this.customMatches(viewer, query, lang, queries, ownLanguageWeight) : [];
    const { ranks, docs } = stock;
    const stockCount = docs.length;
    // Candidates 0..stockCount-1 are stock matches, the rest the clinician's own.
    const matchAt = (i: number): RankedMatch =>
      i < stockCount ? { id: index.ids[docs[i]!]!, title: index.titles[docs[i]!]!, rank: ranks[i]! } : custom[i - stockCount]!;
    // Stock documents are numbered in PostgreSQL's (title, id) order already: no strings compared.
    const betterStock = (a: number, b: number): number => ranks[b]! - ranks[a]! || docs[a]! - docs[b]!;
    const better =
      custom.length === 0
        ? betterStock
        : (a: number, b: number): number => (a < stockCount && b < stockCount ? betterStock(a, b) : rankedOrder(matchAt(a), matchAt(b)));
    const page = topK(stockCount + custom.length, query.skip + query.limit, better).slice(query.skip).map(matchAt);
    return {
      ids: page.map((match) => match.id),
      ranks: page.map((match) => match.rank),
      titles: page.map((match) => match.title),
      total: stockCount + custom.length,
      corrected: false,
    };
  }

  /** The viewer's own, team and organisation elements that match, ranked here like stock rows. */
  private async customMatches(
    viewer: Viewer,
    query: ElementListQuery,
    lang: Lang,
    queries: SearchQueries,
    ownLanguageWeight: number,
  ): Promise<RankedMatch[]> {
    const base = scopeAndFilters('custom', viewer, viewer.accountId, query, SEARCH_TABLE);
    const rows = await this.repo.execute<{ id: string; title_en: string; search_en: string | null; search_fr: string | null }[]>(
      // Materialized: the rows this clinician may see first (by owner, team, organisation), then
      // the match on those few; never the full-text indexes, which would also return stock rows.
      `with visible as materialized (
         select e."id", e."title_en", e."search_en", e."search_fr" from ${base.sql}
       )
       select v."id", v."title_en", v."search_en"::text as "search_en", v."search_fr"::text as "search_fr"
       from visible v where v."search_en" @@ ?::tsquery or v."search_fr" @@ ?::tsquery`,
      [...base.params, queries.enText, queries.frText],
    );
    return rows.map((row) => {
      const en = tsRank(parseTsvector(row.search_en ?? ''), queries.en);
      const fr = tsRank(parseTsvector(row.search_fr ?? ''), queries.fr);
      return { id: row.id, title: row.title_en, rank: lang === 'fr' ? ownLanguageWeight * fr + en : ownLanguageWeight * en + fr };
    });
  }
}
