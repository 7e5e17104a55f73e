import { Injectable } from '@nestjs/common';
import type { Principal } from '@openset/contracts';
import { forbidden, notFound, operationRefused, AccessService, canWrite } from '@openset/server-kit';
import { ownedOf } from './element.mapper.js';
import { ElementReader } from './element-reader.js';
import { ElementsRepository } from './elements.repository.js';

type Side = 'left' | 'right';

/** The order of custom lists and of favourites (toLeftOf / toRightOf). */
@Injectable()
export class ElementOrderService {
  constructor(
    private readonly repo: ElementsRepository,
    private readonly access: AccessService,
    private readonly reader: ElementReader,
  ) {}

  /** Custom elements keep the order the clinician gives them inside their folder or stack. */
  async reorder(principal: Principal | null, id: string, targetId: string, side: Side): Promise<void> {
    const viewer = await this.access.viewer(principal);
    const rows = await this.reader.visibleRows([id, targetId], viewer);
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
  async reorderFavourite(principal: Principal | null, id: string, targetId: string, side: Side): Promise<void> {
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

  /** A sort position just before or after the target, halfway to its neighbour. */
  private async between(
    table: 'elements' | 'favourites',
    container: string,
    params: unknown[],
    targetOrder: number,
    side: Side,
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
