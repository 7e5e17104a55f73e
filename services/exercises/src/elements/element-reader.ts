import { Injectable } from '@nestjs/common';
import type { Element, ElementList, Lang } from '@openset/contracts';
import { notFound, canSee, type Viewer } from '@openset/server-kit';
import { CategoriesService } from '../categories/categories.service.js';
import { ResourcesService } from '../resources/resources.service.js';
import { ownedOf, resourceIdsOf, toElement } from './element.mapper.js';
import type { ElementDbRow } from './element-row.js';
import { ElementsRepository } from './elements.repository.js';

/** Full elements by id, as reads and the answers of writes show them. */
@Injectable()
export class ElementReader {
  constructor(
    private readonly repo: ElementsRepository,
    private readonly resources: ResourcesService,
    private readonly categories: CategoriesService,
  ) {}

  /** Rows in the order asked; any id the viewer may not see answers ERRNOTFOUND (no existence leak). */
  async visibleRows(ids: string[], viewer: Viewer): Promise<ElementDbRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.byIds(unique, viewer.accountId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.map((id) => {
      const row = byId.get(id);
      if (!row || !canSee(viewer, ownedOf(row))) throw notFound('No such exercise');
      return row;
    });
  }

  async one(id: string, viewer: Viewer, lang: Lang): Promise<Element> {
    const rows = await this.repo.byIds([id], viewer.accountId);
    const children = await this.repo.childrenOf(rows.filter((row) => row.is_stack).map((row) => row.id), viewer.accountId);
    return toElement(rows[0]!, viewer, lang, children.get(id) ?? []);
  }

  /** These elements by id, in this order, with their stacks' exercises. */
  async pageOf(ids: string[], viewer: Viewer, lang: Lang): Promise<ElementList> {
    const rows = await this.repo.byIds(ids, viewer.accountId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.page(ids.flatMap((id) => byId.get(id) ?? []), ids.length, viewer, lang, undefined);
  }

  /**
   * Full elements with the resources and categories they show. A viewer sees only the resources
   * it may see, even when an element names another's; null is an internal caller (another
   * service showing a set it has checked), which sees them all.
   */
  async page(rows: ElementDbRow[], total: number, viewer: Viewer | null, lang: Lang, imgWidth: number | undefined): Promise<ElementList> {
    const accountId = viewer?.accountId ?? '';
    const children = await this.repo.childrenOf(
      rows.filter((row) => row.is_stack).map((row) => row.id),
      accountId,
    );
    const all = [...rows, ...[...children.values()].flat()];
    const [resources, categories] = await Promise.all([
      this.resources.sideList(resourceIdsOf(all), viewer, imgWidth, lang),
      this.categories.forIds(all.map((row) => row.category_id), lang),
    ]);
    return {
      items: rows.map((row) => toElement(row, viewer, lang, children.get(row.id) ?? [])),
      total,
      resources,
      categories,
    };
  }
}
