import { Injectable } from '@nestjs/common';
import type { ElementList, ElementListQuery, ElementPage, Lang, MovementQuery, MovementVariantList, Principal } from '@openset/contracts';
import { AccessService, notFound, pageOf, type Viewer } from '@openset/server-kit';
import { CategoriesService } from '../categories/categories.service.js';
import { listStatement, type ListTab } from '../search/element-query.js';
import { searchFilter } from '../search/element-filter.js';
import { pairVariants } from '../search/movement-variants.js';
import { parseSearchText } from '../search/engine/search-text.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { SearchResults } from '../search/search-results.js';
import { toListItem } from './element.mapper.js';
import { ElementReader } from './element-reader.js';
import type { ListDbRow } from './element-row.js';
import { ElementsRepository } from './elements.repository.js';

/**
 * Reading the exercise browser: list pages and searches per tab, and elements by id. Writes are
 * ElementEditsService and ElementOrderService.
 */
@Injectable()
export class ElementsService {
  private readonly results = new SearchResults();

  constructor(
    private readonly repo: ElementsRepository,
    private readonly access: AccessService,
    private readonly reader: ElementReader,
    private readonly categories: CategoriesService,
    private readonly searchIndex: SearchIndexService,
  ) {}

  /**
   * A tab of the browser, with or without search words, from the search index. Only the
   * favourites tab without words is read from PostgreSQL: its order is the clinician's own order
   * of stars, kept in the favourites table.
   */
  async list(tab: ListTab, principal: Principal | null, query: ElementListQuery): Promise<ElementPage> {
    const who = this.access.clinician(principal);
    // The stock tab shows nobody's own elements: it needs no permissions from the teams service.
    const viewer = tab === 'stock' ? null : await this.access.viewer(principal);
    const text = query.search?.trim();
    if (tab === 'favourite' && !text) return this.favouritesInOrder(viewer, who.accountId, query, who.lang);
    const { index, favourites } = await this.searchIndex.current(who.accountId);
    const accept = searchFilter(tab, viewer, query, favourites);
    // One row per stock movement, except among the stars: a star is on one variant.
    const group = tab !== 'favourite';
    const { ids, total, variants } = this.results.page(index.version, tab, viewer, query, who.lang, () =>
      text
        ? index.search({ text: parseSearchText(text), lang: who.lang, accept, skip: query.skip, limit: query.limit, group })
        : index.list({ accept, skip: query.skip, limit: query.limit, group }),
    );
    const rows = ids.map((id): ListDbRow => ({ ...index.row(id)!, favourite: favourites.has(id) }));
    return this.listPage(rows, total, viewer, who.lang, variants);
  }

  /**
   * A stock movement's variants under the search and filters of the stock tab its row came
   * from, left and right as one entry (search/movement-variants.ts). Stock is everybody's: the
   * caller need only be a clinician. A key the index holds no stock movement for is ERRNOTFOUND.
   */
  async movementVariants(principal: Principal | null, movementKey: string, query: MovementQuery): Promise<MovementVariantList> {
    const who = this.access.clinician(principal);
    const { index, favourites } = await this.searchIndex.current(who.accountId);
    const accept = searchFilter('stock', null, { ...query, skip: 0, limit: 1, kinds: 'exercise' }, favourites);
    const text = query.search?.trim();
    const ids = index.movementVariants(movementKey, { text: text ? parseSearchText(text) : null, lang: who.lang, accept });
    if (!ids) throw notFound('Movement not found');
    const starred = <T extends { id: string }>(row: T) => ({ ...row, favourite: favourites.has(row.id) });
    const items = pairVariants(
      ids.map((id) => starred(index.row(id)!)),
      (row) => {
        const other = index.otherSide(row.id);
        return other && starred(other);
      },
      who.lang,
    );
    const page = pageOf(items, query);
    const categories = await this.categories.forIds(page.items.map((item) => item.categoryId), who.lang);
    return { movementKey, ...page, categories };
  }

  private async favouritesInOrder(viewer: Viewer | null, accountId: string, query: ElementListQuery, lang: Lang): Promise<ElementPage> {
    const statement = listStatement('favourite', viewer, accountId, query);
    const rows = await this.repo.execute<ListDbRow[]>(statement.sql, statement.params);
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && query.skip > 0) {
      const first = listStatement('favourite', viewer, accountId, { ...query, skip: 0, limit: 1 });
      const [row] = await this.repo.execute<ListDbRow[]>(first.sql, first.params);
      total = Number(row?.total ?? 0);
    }
    return this.listPage(rows, total, viewer, lang);
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
    variants: number[] = [],
  ): Promise<ElementPage> {
    // A list shows the exercises of custom stacks only (toListItem).
    const children = await this.repo.childrenOf(
      rows.filter((row) => row.is_stack && row.scope !== 'stock').map((row) => row.id),
      viewer?.accountId ?? '',
    );
    const all: ListDbRow[] = [...rows, ...[...children.values()].flat()];
    const categories = await this.categories.forIds(all.map((row) => row.category_id), lang);
    return {
      items: rows.map((row, i) => toListItem(row, viewer, lang, children.get(row.id) ?? [], variants[i] ?? 1)),
      total,
      resources: [],
      categories,
    };
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
