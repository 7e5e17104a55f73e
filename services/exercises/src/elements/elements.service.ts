import { Injectable } from '@nestjs/common';
import type { ElementList, ElementListQuery, ElementPage, Lang, MovementQuery, MovementVariantList, Principal } from '@openset/contracts';
import { AccessService, notFound, pageOf, type Viewer } from '@openset/server-kit';
import { CategoriesService } from '../categories/categories.service.js';
import type { ListTab } from '../search/element-query.js';
import { ElementSearch } from '../search/element-search.js';
import { otherSideAmong, pairVariants } from '../search/movement-variants.js';
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
  constructor(
    private readonly repo: ElementsRepository,
    private readonly access: AccessService,
    private readonly reader: ElementReader,
    private readonly categories: CategoriesService,
    private readonly search: ElementSearch,
  ) {}

  /** A tab of the browser, with or without search words: one statement of PostgreSQL (search/). */
  async list(tab: ListTab, principal: Principal | null, query: ElementListQuery): Promise<ElementPage> {
    const who = this.access.clinician(principal);
    // The stock tab shows nobody's own elements: it needs no permissions from the teams service.
    const viewer = tab === 'stock' ? null : await this.access.viewer(principal);
    const { rows, total, variants } = await this.search.page(tab, viewer, who.accountId, query, who.lang);
    return this.listPage(rows, total, viewer, who.lang, variants);
  }

  /**
   * A stock movement's variants under the search and filters of the stock tab its row came
   * from, left and right as one entry (search/movement-variants.ts). Stock is everybody's: the
   * caller need only be a clinician. A key of no stock movement is ERRNOTFOUND.
   */
  async movementVariants(principal: Principal | null, movementKey: string, query: MovementQuery): Promise<MovementVariantList> {
    const who = this.access.clinician(principal);
    const rows = await this.search.movementVariants(movementKey, query, who.lang, who.accountId);
    if (!rows) throw notFound('Movement not found');
    const items = pairVariants(rows.filter((row) => row.matches), otherSideAmong(rows), who.lang);
    const page = pageOf(items, query);
    const categories = await this.categories.forIds(page.items.map((item) => item.categoryId), who.lang);
    return { movementKey, ...page, categories };
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
