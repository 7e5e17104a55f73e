import { Injectable } from '@nestjs/common';
import type { ElementList, ElementListQuery, ElementPage, Lang, Principal } from '@openset/contracts';
import type { JsonReply } from '@openset/server-kit';
import { AccessService, type Viewer } from '../access/access.service.js';
import { CategoriesService } from '../categories/categories.service.js';
import { listStatement, type ListTab } from '../search/element-query.js';
import { RankedSearch, type RankedPage } from '../search/ranked-search.js';
import { SharedPage } from '../search/shared-page.js';
import { StockLibraryIndex } from '../search/stock-library-index.js';
import { StockPageCache } from '../search/stock-page-cache.js';
import { toListItem } from './element-mapper.js';
import { ElementReader } from './element-reader.js';
import type { ListDbRow } from './element-row.js';
import { ElementsRepository } from './elements.repository.js';

/**
 * Reading the exercise browser: list pages and searches per tab (stock pages shared between
 * callers), and elements by id. Writes are ElementEditsService and ElementOrderService.
 */
@Injectable()
export class ElementsService {
  private readonly stockPages = new StockPageCache<SharedPage>();

  constructor(
    private readonly repo: ElementsRepository,
    private readonly access: AccessService,
    private readonly reader: ElementReader,
    private readonly categories: CategoriesService,
    private readonly stockIndex: StockLibraryIndex,
    private readonly rankedSearch: RankedSearch,
  ) {}

  async list(tab: ListTab, principal: Principal | null, query: ElementListQuery): Promise<ElementPage | JsonReply<ElementPage>> {
    const who = this.access.clinician(principal);
    if (tab === 'stock') {
      const { page, starred } = await this.sharedStockPage(who.accountId, who.lang, query);
      return page.withStars(starred);
    }
    const viewer = await this.access.viewer(principal);
    if (tab === 'all' && query.search?.trim()) {
      const merged = await this.allFromStockPage(viewer, who.lang, query);
      if (merged) return merged;
    }
    return this.computeList(tab, viewer, who.accountId, query, who.lang);
  }

  /**
   * The "all" tab's search from the shared stock page: the page itself when none of the
   * clinician's own, team or organisation elements match, else (first page) their matches merged
   * into it by rank. Null when only the full statement can answer: the words as typed match no
   * stock (typo correction must then look at every row the clinician sees), a deeper page, or an
   * index still being built.
   */
  private async allFromStockPage(viewer: Viewer, lang: Lang, query: ElementListQuery): Promise<JsonReply<ElementPage> | null> {
    const own = await this.rankedSearch.ownMatches(viewer, query, lang);
    if (own.length > 0 && query.skip > 0) return null;
    const { page, starred } = await this.sharedStockPage(viewer.accountId, lang, query);
    // Only a page ranking the words as typed will do: after typo correction the clinician's own
    // elements must be corrected and ranked too.
    if (!page.mergeable) return null;
    if (own.length === 0) return page.withStars(starred);
    const showable = own.slice(0, query.limit);
    const ownPage = await this.listPage(await this.repo.listRowsByIds(showable.map((match) => match.id), viewer.accountId), 0, viewer, lang);
    const categories = await this.categories.forIds([...page.categoryIds, ...ownPage.categories.map((category) => category.id)], lang);
    return page.mergedWith({ matches: own, items: new Map(ownPage.items.map((item) => [item.id, item])) }, starred, categories, query.limit);
  }

  /**
   * Stock pages are everybody's: shared per generation of the stock library, then starred per
   * caller (the stock tab needs nobody's permissions, so it also skips the teams round trip).
   * A page this copy has already costs one statement: the current generation and the caller's
   * stars among its rows, together.
   */
  private async sharedStockPage(accountId: string, lang: Lang, query: ElementListQuery): Promise<{ page: SharedPage; starred: Set<string> }> {
    const key = JSON.stringify([lang, query.search?.trim().toLowerCase() ?? '', query.categoryId, query.folderId,
      query.bodyRegion, query.equipment, query.position, query.kinds, query.skip, query.limit]);
    const latest = this.stockPages.latest(key);
    const [state] = await this.repo.execute<{ generation: string; starred: string[] }[]>(
      `select (select "generation"::text from "exercises"."stock_generation") as "generation",
         array(select "element_id"::text from "exercises"."favourites" where "account_id" = ? and "element_id" = any(?::uuid[])) as "starred"`,
      [accountId, `{${latest?.page.ids.join(',') ?? ''}}`],
    );
    const generation = state?.generation ?? '0';
    if (latest?.generation === generation) return { page: latest.page, starred: new Set(state?.starred) };
    // Computed with this caller's stars, which the shared page then leaves out: the caller who
    // computes a page needs no second statement for them.
    let computedStars: Set<string> | undefined;
    const page = await this.stockPages.get(key, generation, async () => {
      const { page: computed, ranked } = await this.computeRanked('stock', null, accountId, query, lang, generation);
      computedStars = new Set(computed.items.filter((item) => item.favourite).map((item) => item.id));
      return SharedPage.of(computed, ranked);
    });
    return { page, starred: computedStars ?? (await this.starredAmong(page.ids, accountId)) };
  }

  private async computeList(
    tab: ListTab,
    viewer: Viewer | null,
    accountId: string,
    query: ElementListQuery,
    lang: Lang,
  ): Promise<ElementPage> {
    return (await this.computeRanked(tab, viewer, accountId, query, lang)).page;
  }

  /**
   * A list page, and for a search of the stock or "all" tab its ranking from the in-memory index
   * (null when the search statement answered: no search, another tab, or an index being built).
   */
  private async computeRanked(
    tab: ListTab,
    viewer: Viewer | null,
    accountId: string,
    query: ElementListQuery,
    lang: Lang,
    stockGeneration?: string,
  ): Promise<{ page: ElementPage; ranked: RankedPage | null }> {
    if (query.search?.trim() && (tab === 'stock' || tab === 'all')) {
      const generation = stockGeneration ?? (await this.stockIndex.generation());
      const ranked = await this.rankedSearch.page(tab, viewer, query, lang, generation);
      if (ranked) return { page: await this.listPage(await this.repo.listRowsByIds(ranked.ids, accountId), ranked.total, viewer, lang), ranked };
    }
    const statement = listStatement(tab, viewer, accountId, query, lang);
    const rows = await this.repo.execute<ListDbRow[]>(statement.sql, statement.params);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && query.skip > 0) {
      const first = listStatement(tab, viewer, accountId, { ...query, skip: 0, limit: 1 }, lang);
      const [row] = await this.repo.execute<ListDbRow[]>(first.sql, first.params);
      total = Number(row?.total ?? 0);
    }
    return { page: await this.listPage(rows, total, viewer, lang), ranked: null };
  }

  /**
   * Lean list rows with the category titles they show. No resources: a row shows its thumbnail
   * by id through the resources file route, and the full resource records (five URLs, caption,
   * credit each) were two thirds of a 110 KB page. GET by ids still sends them.
   */
  private async listPage(
    rows: ListDbRow[],
    total: number,
    viewer: Viewer | null,
    lang: Lang,
  ): Promise<ElementPage> {
    const children = await this.repo.childrenOf(
      rows.filter((row) => row.is_stack).map((row) => row.id),
      viewer?.accountId ?? '',
    );
    const all: ListDbRow[] = [...rows, ...[...children.values()].flat()];
    const categories = await this.categories.forIds(all.map((row) => row.category_id), lang);
    return {
      items: rows.map((row) => toListItem(row, viewer, lang, children.get(row.id) ?? [])),
      total,
      resources: [],
      categories,
    };
  }

  /** Which of these elements this clinician has starred. */
  private async starredAmong(ids: readonly string[], accountId: string): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.repo.execute<{ element_id: string }[]>(
      `select "element_id" from "exercises"."favourites" where "account_id" = ? and "element_id" = any(?::uuid[])`,
      [accountId, `{${ids.join(',')}}`],
    );
    return new Set(rows.map((row) => row.element_id));
  }

  /**
   * Elements as other services show them (set builder copies, portal, PDF), with their credit
   * lines. Internal: the caller has checked its own access to the set that names these ids.
   */
  async snapshot(ids: string[], lang: Lang): Promise<ElementList> {
    const rows = await this.repo.byIds(ids, '');
    return this.reader.page(rows, rows.length, null, lang, undefined);
  }

  async get(principal: Principal | null, ids: string[], imgWidth: number | undefined): Promise<ElementList> {
    const viewer = await this.access.viewer(principal);
    const rows = await this.reader.visibleRows(ids, viewer);
    return this.reader.page(rows, rows.length, viewer, principal!.lang, imgWidth);
  }
}
