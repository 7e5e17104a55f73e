import { Injectable } from '@nestjs/common';
import {
  MAX_STACK_EXERCISES,
  type Element,
  type ElementCreate,
  type ElementList,
  type ElementPage,
  type ElementListQuery,
  type ElementUpdate,
  type FolderKind,
  type Lang,
  type Principal,
  type ExerciseParameter,
  type ElementResource,
} from '@openset/contracts';
import { DomainError, forbidden, notFound, operationRefused, type JsonReply } from '@openset/server-kit';
import { AccessService, canSee, canWrite, ownershipFor, type Owned, type Viewer } from '../access/access.service.js';
import { CategoriesService } from '../categories/categories.service.js';
import { FoldersService } from '../folders/folders.service.js';
import { ResourcesService } from '../resources/resources.service.js';
import { listStatement, type ListTab } from '../search/element-query.js';
import { RankedSearch, type RankedPage } from '../search/ranked-search.js';
import { SharedPage } from '../search/shared-page.js';
import { StockLibraryIndex } from '../search/stock-library-index.js';
import { StockPageCache } from '../search/stock-page-cache.js';
import { ownedOf, resourceIdsOf, toElement, toListItem } from './element-mapper.js';
import { columnList } from '../sql/row-columns.js';
import { COPIED_FIELDS, type ElementDbRow, type ListDbRow } from './element-row.js';
import { ElementsRepository } from './elements.repository.js';

type StackInput = NonNullable<ElementUpdate['exercises']>[number];

/** Where an element goes: ownership columns plus folder or stack. */
interface Placement extends Owned {
  folderId: string | null;
  stackId: string | null;
}

/**
 * The rules of spec section 4 for exercises and stacks: visibility and write access per element
 * type, personal copies of stock exercises, type changes on moves, favourites and their order.
 */
@Injectable()
export class ElementsService {
  private readonly stockPages = new StockPageCache<SharedPage>();

  constructor(
    private readonly repo: ElementsRepository,
    private readonly access: AccessService,
    private readonly folders: FoldersService,
    private readonly resources: ResourcesService,
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
    return this.page(rows, rows.length, null, lang, undefined);
  }

  async get(principal: Principal | null, ids: string[], imgWidth: number | undefined): Promise<ElementList> {
    const viewer = await this.access.viewer(principal);
    const rows = await this.visibleRows(ids, viewer);
    return this.page(rows, rows.length, viewer, principal!.lang, imgWidth);
  }

  async create(principal: Principal | null, input: ElementCreate, favourite: boolean): Promise<Element> {
    const viewer = await this.access.viewer(principal);
    let kind: FolderKind = input.folderKind;
    let folderId: string | null = null;
    if (input.folderId) {
      const folder = await this.folders.writable(input.folderId, viewer);
      kind = folder.kind;
      folderId = folder.id;
    }
    const placement: Placement = { ...ownershipFor(viewer, kind), folderId, stackId: null };
    await this.checkResources(viewer, input.thumbnailId, input.resources);
    const id = await this.insert(placement, input.kind === 'stack', {
      titleEn: input.title,
      instructionsEn: input.instructions,
      reflect: input.reflect,
      thumbnailId: input.thumbnailId,
      parameters: input.parameters,
      resources: input.resources,
      categoryId: input.categoryId,
      bodyRegions: input.bodyRegions,
      equipment: input.equipment,
      position: input.position,
    });
    if (input.kind === 'stack') {
      const [stack] = await this.repo.byIds([id], viewer.accountId);
      await this.replaceStackExercises(stack!, input.exercises, viewer, principal!.lang);
    }
    if (favourite) await this.setFavourite(viewer.accountId, id, true);
    return this.one(id, viewer, principal!.lang);
  }

  /** Saves an element. A stock exercise is never changed: the save makes a personal copy, not starred. */
  async update(principal: Principal | null, id: string, input: ElementUpdate): Promise<Element> {
    const viewer = await this.access.viewer(principal);
    const [row] = await this.visibleRows([id], viewer);
    let target = row!;
    if (target.scope === 'stock') {
      const copyId = await this.copy(target, { ...ownershipFor(viewer, 'user'), folderId: null, stackId: null });
      target = (await this.repo.byIds([copyId], viewer.accountId))[0]!;
    } else if (!canWrite(viewer, ownedOf(target))) {
      throw forbidden('This element is read-only for you');
    }
    await this.checkResources(viewer, input.thumbnailId, input.resources);
    await this.applyFields(target, input, principal!.lang);
    if (input.exercises) {
      if (!target.is_stack) throw new DomainError('ERRVALIDATION', 'Only stacks have exercises', [{ path: 'exercises', message: 'not a stack' }]);
      await this.replaceStackExercises(target, input.exercises, viewer, principal!.lang);
    }
    return this.one(target.id, viewer, principal!.lang);
  }

  async favourite(principal: Principal | null, id: string, value: boolean): Promise<Element> {
    const viewer = await this.access.viewer(principal);
    await this.visibleRows([id], viewer);
    await this.setFavourite(viewer.accountId, id, value);
    return this.one(id, viewer, principal!.lang);
  }

  /** Custom elements keep the order the clinician gives them inside their folder or stack. */
  async reorder(principal: Principal | null, id: string, targetId: string, side: 'left' | 'right'): Promise<void> {
    const viewer = await this.access.viewer(principal);
    const rows = await this.visibleRows([id, targetId], viewer);
    const moved = rows.find((row) => row.id === id)!;
    const target = rows.find((row) => row.id === targetId)!;
    if (!canWrite(viewer, ownedOf(moved))) throw forbidden('This element is read-only for you');
    const sameList =
      moved.stack_id === target.stack_id &&
      moved.folder_id === target.folder_id &&
      moved.scope === target.scope &&
      moved.owner_id === target.owner_id &&
      moved.team_id === target.team_id &&
      moved.org_id === target.org_id;
    if (!sameList || moved.scope === 'stock') throw operationRefused('Both elements must be in the same list');
    const container = target.stack_id
      ? `"stack_id" = ?::uuid`
      : `"stack_id" is null and "folder_id" is not distinct from ?::uuid and "scope" = ? and "owner_id" is not distinct from ? and "team_id" is not distinct from ? and "org_id" is not distinct from ?`;
    const containerParams = target.stack_id
      ? [target.stack_id]
      : [target.folder_id, target.scope, target.owner_id, target.team_id, target.org_id];
    const order = await this.between('elements', container, containerParams, Number(target.sort_order), side, id);
    await this.repo.execute(`update "exercises"."elements" set "sort_order" = ?, "updated_at" = now() where "id" = ?`, [order, id]);
  }

  /** Favourites have their own order, independent of where the elements live. */
  async reorderFavourite(principal: Principal | null, id: string, targetId: string, side: 'left' | 'right'): Promise<void> {
    const who = this.access.clinician(principal);
    const rows = await this.repo.execute<{ element_id: string; sort_order: number }[]>(
      `select "element_id", "sort_order" from "exercises"."favourites" where "account_id" = ? and "element_id"::text in (?, ?)`,
      [who.accountId, id, targetId],
    );
    const target = rows.find((row) => row.element_id === targetId);
    if (!target || !rows.some((row) => row.element_id === id)) throw notFound('No such favourite');
    const order = await this.between('favourites', `"account_id" = ?`, [who.accountId], Number(target.sort_order), side, id);
    await this.repo.execute(
      `update "exercises"."favourites" set "sort_order" = ? where "account_id" = ? and "element_id" = ?`,
      [order, who.accountId, id],
    );
  }

  /** Moves elements into a folder or a root; their type follows the destination's kind. */
  async moveToFolder(principal: Principal | null, ids: string[], folderId: string): Promise<ElementList> {
    const viewer = await this.access.viewer(principal);
    let kind: FolderKind;
    let destination: string | null = null;
    if (folderId === 'user' || folderId === 'team' || folderId === 'org') {
      kind = folderId;
    } else {
      const folder = await this.folders.writable(folderId, viewer);
      kind = folder.kind;
      destination = folder.id;
    }
    const placement: Placement = { ...ownershipFor(viewer, kind), folderId: destination, stackId: null };
    const rows = await this.visibleRows(ids, viewer);
    for (const row of rows) {
      if (row.scope !== 'stock' && !canWrite(viewer, ownedOf(row))) throw forbidden('This element is read-only for you');
    }
    const result: string[] = [];
    for (const row of rows) {
      result.push(row.scope === 'stock' ? await this.copy(row, placement) : await this.place(row, placement, viewer));
    }
    return this.page(await this.repo.byIds(result, viewer.accountId), result.length, viewer, principal!.lang, undefined);
  }

  /** Moves exercises into a stack: they become stackExercise (stock exercises are copied in). */
  async moveToStack(principal: Principal | null, ids: string[], stackId: string): Promise<ElementList> {
    const viewer = await this.access.viewer(principal);
    const [stack] = await this.visibleRows([stackId], viewer);
    if (!stack!.is_stack) throw operationRefused('The target is not a stack');
    if (!canWrite(viewer, ownedOf(stack!))) throw forbidden('This stack is read-only for you');
    const rows = await this.visibleRows(ids, viewer);
    for (const row of rows) {
      if (row.is_stack) throw operationRefused('A stack cannot go into a stack');
      if (row.scope !== 'stock' && !canWrite(viewer, ownedOf(row))) throw forbidden('This element is read-only for you');
    }
    await this.checkStackRoom(stack!.id, rows.filter((row) => row.stack_id !== stack!.id).length);
    const placement: Placement = { ...ownedOf(stack!), folderId: null, stackId: stack!.id };
    const result: string[] = [];
    for (const row of rows) {
      result.push(row.scope === 'stock' ? await this.copy(row, placement) : await this.place(row, placement, viewer));
    }
    return this.page(await this.repo.byIds(result, viewer.accountId), result.length, viewer, principal!.lang, undefined);
  }

  async delete(principal: Principal | null, ids: string[]): Promise<void> {
    const viewer = await this.access.viewer(principal);
    const rows = await this.visibleRows(ids, viewer);
    for (const row of rows) {
      if (!canWrite(viewer, ownedOf(row))) throw forbidden('This element is read-only for you');
    }
    await this.repo.execute(
      `delete from "exercises"."elements" where "id" in (${rows.map(() => '?').join(', ')})`,
      rows.map((row) => row.id),
    );
  }

  // ---- helpers ----

  /** Rows in the order asked; any id the viewer may not see answers ERRNOTFOUND (no existence leak). */
  private async visibleRows(ids: string[], viewer: Viewer): Promise<ElementDbRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.byIds(unique, viewer.accountId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.map((id) => {
      const row = byId.get(id);
      if (!row || !canSee(viewer, ownedOf(row))) throw notFound('No such exercise');
      return row;
    });
  }

  private async one(id: string, viewer: Viewer, lang: Lang): Promise<Element> {
    const rows = await this.repo.byIds([id], viewer.accountId);
    const children = await this.repo.childrenOf(rows.filter((row) => row.is_stack).map((row) => row.id), viewer.accountId);
    return toElement(rows[0]!, viewer, lang, children.get(id) ?? []);
  }

  private async page(
    rows: ElementDbRow[],
    total: number,
    viewer: Viewer | null,
    lang: Lang,
    imgWidth: number | undefined,
  ): Promise<ElementList> {
    const accountId = viewer?.accountId ?? '';
    const children = await this.repo.childrenOf(
      rows.filter((row) => row.is_stack).map((row) => row.id),
      accountId,
    );
    const all = [...rows, ...[...children.values()].flat()];
    const [resources, categories] = await Promise.all([
      this.resources.sideList(resourceIdsOf(all), imgWidth, lang),
      this.categories.forIds(all.map((row) => row.category_id), lang),
    ]);
    return {
      items: rows.map((row) => toElement(row, viewer, lang, children.get(row.id) ?? [])),
      total,
      resources,
      categories,
    };
  }

  private async insert(
    placement: Placement,
    isStack: boolean,
    fields: {
      titleEn: string;
      titleFr?: string | null;
      instructionsEn: string;
      instructionsFr?: string | null;
      reflect: boolean;
      thumbnailId: string | null;
      parameters: ExerciseParameter[];
      resources: ElementResource[];
      categoryId?: string | null;
      bodyRegions?: string[];
      equipment?: string[];
      position?: string | null;
    },
  ): Promise<string> {
    const order = await this.repo.nextOrder({
      stackId: placement.stackId,
      folderId: placement.folderId,
      ownerId: placement.ownerId ?? '',
    });
    const [row] = await this.repo.execute<{ id: string }[]>(
      `insert into "exercises"."elements" ("is_stack", "scope", "owner_id", "team_id", "org_id", "folder_id", "stack_id",
         "sort_order", "title_en", "title_fr", "instructions_en", "instructions_fr", "reflect", "thumbnail_id",
         "parameters", "resources", "category_id", "body_regions", "equipment", "position")
       values (?, ?, ?, ?, ?, ?::uuid, ?::uuid, ?, ?, ?, ?, ?, ?, ?::uuid, ?::jsonb, ?::jsonb, ?::uuid,
         array(select jsonb_array_elements_text(?::jsonb)), array(select jsonb_array_elements_text(?::jsonb)), ?)
       returning "id"`,
      [
        isStack,
        placement.scope,
        placement.ownerId,
        placement.teamId,
        placement.orgId,
        placement.folderId,
        placement.stackId,
        order,
        fields.titleEn,
        fields.titleFr ?? null,
        fields.instructionsEn,
        fields.instructionsFr ?? null,
        fields.reflect,
        fields.thumbnailId,
        JSON.stringify(fields.parameters),
        JSON.stringify(fields.resources),
        fields.categoryId ?? null,
        JSON.stringify(fields.bodyRegions ?? []),
        JSON.stringify(fields.equipment ?? []),
        fields.position ?? null,
      ],
    );
    return row!.id;
  }

  /** A copy keeps the text in both languages and the licence, author and credit of the original. */
  private async copy(row: ElementDbRow, placement: Placement): Promise<string> {
    const order = await this.repo.nextOrder({
      stackId: placement.stackId,
      folderId: placement.folderId,
      ownerId: placement.ownerId ?? '',
    });
    const [copy] = await this.repo.execute<{ id: string }[]>(
      `insert into "exercises"."elements" ("is_stack", "scope", "owner_id", "team_id", "org_id", "folder_id", "stack_id",
         "sort_order", ${columnList(COPIED_FIELDS)}, "copied_from")
       select false, ?, ?, ?, ?, ?::uuid, ?::uuid, ?, ${columnList(COPIED_FIELDS)}, "id"
       from "exercises"."elements" where "id" = ?
       returning "id"`,
      [placement.scope, placement.ownerId, placement.teamId, placement.orgId, placement.folderId, placement.stackId, order, row.id],
    );
    return copy!.id;
  }

  /** Moves a custom element (with a stack's exercises) to a new place and owner kind. */
  private async place(row: ElementDbRow, placement: Placement, viewer: Viewer): Promise<string> {
    const order = await this.repo.nextOrder({
      stackId: placement.stackId,
      folderId: placement.folderId,
      ownerId: placement.ownerId ?? viewer.accountId,
    });
    await this.repo.execute(
      `update "exercises"."elements" set "scope" = ?, "owner_id" = ?, "team_id" = ?, "org_id" = ?, "folder_id" = ?::uuid,
         "stack_id" = ?::uuid, "sort_order" = ?, "updated_at" = now()
       where "id" = ?`,
      [placement.scope, placement.ownerId, placement.teamId, placement.orgId, placement.folderId, placement.stackId, order, row.id],
    );
    if (row.is_stack) {
      await this.repo.execute(
        `update "exercises"."elements" set "scope" = ?, "owner_id" = ?, "team_id" = ?, "org_id" = ?, "updated_at" = now()
         where "stack_id" = ?`,
        [placement.scope, placement.ownerId, placement.teamId, placement.orgId, row.id],
      );
    }
    return row.id;
  }

  private async applyFields(row: ElementDbRow, input: ElementUpdate, lang: Lang): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [];
    const set = (column: string, value: unknown, cast = '') => {
      sets.push(`"${column}" = ?${cast}`);
      params.push(value);
    };
    // Text goes to the clinician's language when the element has that language, else to the main text.
    const fr = lang === 'fr';
    if (input.title !== undefined) set(fr && row.title_fr !== null ? 'title_fr' : 'title_en', input.title);
    if (input.instructions !== undefined) {
      set(fr && row.instructions_fr !== null ? 'instructions_fr' : 'instructions_en', input.instructions);
    }
    if (input.reflect !== undefined) set('reflect', input.reflect);
    if (input.thumbnailId !== undefined) set('thumbnail_id', input.thumbnailId, '::uuid');
    if (input.parameters !== undefined) set('parameters', JSON.stringify(input.parameters), '::jsonb');
    if (input.resources !== undefined) set('resources', JSON.stringify(input.resources), '::jsonb');
    if (input.categoryId !== undefined) set('category_id', input.categoryId, '::uuid');
    if (input.position !== undefined) set('position', input.position);
    if (input.bodyRegions !== undefined) {
      sets.push(`"body_regions" = array(select jsonb_array_elements_text(?::jsonb))`);
      params.push(JSON.stringify(input.bodyRegions));
    }
    if (input.equipment !== undefined) {
      sets.push(`"equipment" = array(select jsonb_array_elements_text(?::jsonb))`);
      params.push(JSON.stringify(input.equipment));
    }
    if (sets.length === 0) return;
    await this.repo.execute(
      `update "exercises"."elements" set ${sets.join(', ')}, "updated_at" = now() where "id" = ?`,
      [...params, row.id],
    );
  }

  /**
   * A stack's new exercise list, in order: its own exercises are kept (and edited), other
   * exercises are moved in (stock ones copied), new ones created, and those left out deleted.
   */
  private async replaceStackExercises(stack: ElementDbRow, inputs: StackInput[], viewer: Viewer, lang: Lang): Promise<void> {
    if (inputs.length > MAX_STACK_EXERCISES) throw operationRefused('Too many exercises in the stack');
    const current = (await this.repo.childrenOf([stack.id], viewer.accountId)).get(stack.id) ?? [];
    const placement: Placement = { ...ownedOf(stack), folderId: null, stackId: stack.id };
    const keep: string[] = [];
    for (const input of inputs) {
      let id: string;
      if (input.id) {
        const [row] = await this.visibleRows([input.id], viewer);
        if (row!.is_stack) throw operationRefused('A stack cannot go into a stack');
        if (row!.stack_id === stack.id) id = row!.id;
        else if (row!.scope === 'stock') id = await this.copy(row!, placement);
        else if (canWrite(viewer, ownedOf(row!))) id = await this.place(row!, placement, viewer);
        else throw forbidden('This element is read-only for you');
        const [saved] = await this.repo.byIds([id], viewer.accountId);
        await this.applyFields(saved!, input, lang);
      } else {
        if (!input.title) throw new DomainError('ERRVALIDATION', 'A new stack exercise needs a title', [{ path: 'exercises.title', message: 'required' }]);
        id = await this.insert(placement, false, {
          titleEn: input.title,
          instructionsEn: input.instructions ?? '',
          reflect: input.reflect ?? false,
          thumbnailId: input.thumbnailId ?? null,
          parameters: input.parameters ?? [],
          resources: input.resources ?? [],
        });
      }
      keep.push(id);
    }
    const dropped = current.filter((row) => !keep.includes(row.id)).map((row) => row.id);
    if (dropped.length > 0) {
      await this.repo.execute(
        `delete from "exercises"."elements" where "id" in (${dropped.map(() => '?').join(', ')})`,
        dropped,
      );
    }
    for (const [index, id] of keep.entries()) {
      await this.repo.execute(`update "exercises"."elements" set "sort_order" = ? where "id" = ?`, [index + 1, id]);
    }
  }

  private async checkStackRoom(stackId: string, adding: number): Promise<void> {
    const [row] = await this.repo.execute<{ n: string }[]>(
      `select count(*) as "n" from "exercises"."elements" where "stack_id" = ?`,
      [stackId],
    );
    if (Number(row?.n ?? 0) + adding > MAX_STACK_EXERCISES) throw operationRefused('Too many exercises in the stack');
  }

  private async checkResources(viewer: Viewer, thumbnailId: string | null | undefined, resources: ElementResource[] | undefined) {
    const ids = [...(thumbnailId ? [thumbnailId] : []), ...(resources ?? []).map((resource) => resource.resourceId)];
    if (ids.length === 0) return;
    const found = new Set((await this.resources.rowsByIds(ids)).map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new DomainError('ERRVALIDATION', 'Unknown resource', missing.map((id) => ({ path: 'resources', message: `no resource ${id}` })));
    }
    void viewer;
  }

  private async setFavourite(accountId: string, elementId: string, value: boolean): Promise<void> {
    if (value) {
      await this.repo.execute(
        `insert into "exercises"."favourites" ("account_id", "element_id", "sort_order")
         select ?, ?, coalesce(max("sort_order"), 0) + 1 from "exercises"."favourites" where "account_id" = ?
         on conflict do nothing`,
        [accountId, elementId, accountId],
      );
    } else {
      await this.repo.execute(`delete from "exercises"."favourites" where "account_id" = ? and "element_id" = ?`, [
        accountId,
        elementId,
      ]);
    }
  }

  /** A sort position just before or after the target, halfway to its neighbour. */
  private async between(
    table: 'elements' | 'favourites',
    container: string,
    params: unknown[],
    targetOrder: number,
    side: 'left' | 'right',
    movedId: string,
  ): Promise<number> {
    const idColumn = table === 'elements' ? 'id' : 'element_id';
    const [row] = await this.repo.execute<{ neighbour: number | null }[]>(
      side === 'left'
        ? `select max("sort_order") as "neighbour" from "exercises"."${table}" where ${container} and "sort_order" < ? and "${idColumn}" <> ?`
        : `select min("sort_order") as "neighbour" from "exercises"."${table}" where ${container} and "sort_order" > ? and "${idColumn}" <> ?`,
      [...params, targetOrder, movedId],
    );
    const neighbour = row?.neighbour === null || row?.neighbour === undefined ? null : Number(row.neighbour);
    if (neighbour === null) return side === 'left' ? targetOrder - 1 : targetOrder + 1;
    return (neighbour + targetOrder) / 2;
  }
}
