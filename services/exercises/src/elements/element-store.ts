import { Injectable } from '@nestjs/common';
import {
  MAX_STACK_EXERCISES,
  type ElementResource,
  type ElementUpdate,
  type ExerciseParameter,
  type Lang,
} from '@openset/contracts';
import { columnList, forbidden, operationRefused, canWrite, type Owned, type Viewer } from '@openset/server-kit';
import { ownedOf } from './element.mapper.js';
import { COPIED_FIELDS, type ElementDbRow } from './element-row.js';
import { ElementsRepository } from './elements.repository.js';

/** Where a new row or copy is and who owns it: the columns every insert starts with. */
const PLACED_COLUMNS = `"scope", "owner_id", "team_id", "org_id", "folder_id", "stack_id", "sort_order"`;
const PLACED_VALUES = `?, ?, ?, ?, ?::uuid, ?::uuid, ?`;
const COPIED_COLUMNS = columnList(COPIED_FIELDS);

/** Where an element goes: ownership columns plus folder or stack. */
export interface Placement extends Owned {
  folderId: string | null;
  stackId: string | null;
}

/** The text and media of a new element. */
export interface NewElementFields {
  titleEn: string;
  instructionsEn: string;
  reflect: boolean;
  thumbnailId: string | null;
  parameters: ExerciseParameter[];
  resources: ElementResource[];
  categoryId?: string | null;
  bodyRegions?: string[];
  equipment?: string[];
  position?: string | null;
}

/** Fields an update may change (an element's, or one exercise's inside a stack being saved). */
type EditableFields = Pick<ElementUpdate, 'title' | 'instructions' | 'reflect' | 'thumbnailId' | 'parameters' | 'resources' | 'categoryId' | 'position' | 'bodyRegions' | 'equipment'>;

/**
 * Writes of element rows: new rows, copies, moves, field changes, stars. Callers check access
 * first; the handler's transaction makes a refused call leave none of these behind.
 */
@Injectable()
export class ElementStore {
  constructor(private readonly repo: ElementsRepository) {}

  /**
   * How an element reaches a new place, or ERRPERMISSION. Stock is copied. Taking a custom
   * element out of where it is needs the right to delete there (write access); a team or
   * organisation element going somewhere private (the clinician's own folder, root or stack) is
   * then copied, so the team keeps its exercise.
   */
  relocation(row: ElementDbRow, placement: Placement, viewer: Viewer): 'copy' | 'move' {
    if (row.scope === 'stock') return 'copy';
    if (!canWrite(viewer, ownedOf(row))) throw forbidden('This element is read-only for you');
    return row.scope !== 'user' && placement.scope === 'user' ? 'copy' : 'move';
  }

  /** Copies or moves an element as `relocation` says; answers the id now at the placement. */
  relocate(row: ElementDbRow, placement: Placement, viewer: Viewer): Promise<string> {
    return this.relocation(row, placement, viewer) === 'copy' ? this.copy(row, placement) : this.place(row, placement, viewer);
  }

  async insert(placement: Placement, isStack: boolean, fields: NewElementFields): Promise<string> {
    const [row] = await this.repo.execute<{ id: string }[]>(
      `insert into "exercises"."elements" ("is_stack", ${PLACED_COLUMNS}, "title_en", "instructions_en", "reflect",
         "thumbnail_id", "parameters", "resources", "category_id", "body_regions", "equipment", "position")
       values (?, ${PLACED_VALUES}, ?, ?, ?, ?::uuid, ?::jsonb, ?::jsonb, ?::uuid,
         array(select jsonb_array_elements_text(?::jsonb)), array(select jsonb_array_elements_text(?::jsonb)), ?)
       returning "id"`,
      [
        isStack,
        ...(await this.placed(placement)),
        fields.titleEn,
        fields.instructionsEn,
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

  /**
   * A copy keeps the text in both languages and the licence, author and credit of the original;
   * a custom stack is copied with its exercises, in their order.
   */
  async copy(row: ElementDbRow, placement: Placement): Promise<string> {
    const isStack = row.is_stack && row.scope !== 'stock';
    const [copy] = await this.repo.execute<{ id: string }[]>(
      `insert into "exercises"."elements" ("is_stack", ${PLACED_COLUMNS}, ${COPIED_COLUMNS}, "copied_from")
       select ?, ${PLACED_VALUES}, ${COPIED_COLUMNS}, "id" from "exercises"."elements" where "id" = ?
       returning "id"`,
      [isStack, ...(await this.placed(placement)), row.id],
    );
    if (isStack) {
      // The stack's exercises go with it, in the copy, in their order.
      await this.repo.execute(
        `insert into "exercises"."elements" ("is_stack", ${PLACED_COLUMNS}, ${COPIED_COLUMNS}, "copied_from")
         select false, ?, ?, ?, ?, null, ?::uuid, "sort_order", ${COPIED_COLUMNS}, "id"
         from "exercises"."elements" where "stack_id" = ?`,
        [placement.scope, placement.ownerId, placement.teamId, placement.orgId, copy!.id, row.id],
      );
    }
    return copy!.id;
  }

  /** The values of PLACED_COLUMNS for a new row at this placement: it goes last there. */
  private async placed(placement: Placement): Promise<unknown[]> {
    const order = await this.repo.nextOrder({ stackId: placement.stackId, folderId: placement.folderId, ownerId: placement.ownerId ?? '' });
    return [placement.scope, placement.ownerId, placement.teamId, placement.orgId, placement.folderId, placement.stackId, order];
  }

  /** Moves a custom element (with a stack's exercises) to a new place and owner kind. */
  async place(row: ElementDbRow, placement: Placement, viewer: Viewer): Promise<string> {
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

  async applyFields(row: ElementDbRow, input: EditableFields, lang: Lang): Promise<void> {
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
    await this.repo.execute(`update "exercises"."elements" set ${sets.join(', ')}, "updated_at" = now() where "id" = ?`, [...params, row.id]);
  }

  async checkStackRoom(stackId: string, adding: number): Promise<void> {
    const [row] = await this.repo.execute<{ n: string }[]>(`select count(*) as "n" from "exercises"."elements" where "stack_id" = ?`, [stackId]);
    if (Number(row?.n ?? 0) + adding > MAX_STACK_EXERCISES) throw operationRefused('Too many exercises in the stack');
  }

  async setFavourite(accountId: string, elementId: string, value: boolean): Promise<void> {
    if (value) {
      await this.repo.execute(
        `insert into "exercises"."favourites" ("account_id", "element_id", "sort_order")
         select ?, ?, coalesce(max("sort_order"), 0) + 1 from "exercises"."favourites" where "account_id" = ?
         on conflict do nothing`,
        [accountId, elementId, accountId],
      );
    } else {
      await this.repo.execute(`delete from "exercises"."favourites" where "account_id" = ? and "element_id" = ?`, [accountId, elementId]);
    }
  }
}
