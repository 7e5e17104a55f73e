import { Injectable } from '@nestjs/common';
import {
  MAX_STACK_EXERCISES,
  type Element,
  type ElementCreate,
  type ElementList,
  type ElementUpdate,
  type FolderKind,
  type Lang,
  type Principal,
} from '@openset/contracts';
import { DomainError, forbidden, operationRefused, AccessService, canWrite, ownershipFor, type Owned, type Viewer } from '@openset/server-kit';
import { FoldersService } from '../folders/folders.service.js';
import { ResourcesService } from '../resources/resources.service.js';
import { ownedOf } from './element.mapper.js';
import { ElementReader } from './element-reader.js';
import type { ElementDbRow } from './element-row.js';
import { ElementStore, type Placement } from './element-store.js';
import { ElementsRepository } from './elements.repository.js';

type StackInput = NonNullable<ElementUpdate['exercises']>[number];

/** Every resource a body attaches: thumbnail and resources, its stack exercises' too. */
function attachedResourceIds(input: Pick<ElementUpdate, 'thumbnailId' | 'resources' | 'exercises'>): string[] {
  const own = [...(input.thumbnailId ? [input.thumbnailId] : []), ...(input.resources ?? []).map((resource) => resource.resourceId)];
  return [...own, ...(input.exercises ?? []).flatMap((child) => attachedResourceIds(child))];
}

/**
 * Creating, saving, starring, moving and deleting elements (spec section 4). Each call checks
 * access, resources and stack children before its first write; the handler's transaction
 * (server-kit `Handle`) undoes what was written should a later step still refuse.
 */
@Injectable()
export class ElementEditsService {
  constructor(
    private readonly repo: ElementsRepository,
    private readonly access: AccessService,
    private readonly folders: FoldersService,
    private readonly resources: ResourcesService,
    private readonly reader: ElementReader,
    private readonly store: ElementStore,
  ) {}

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
    const isStack = input.kind === 'stack';
    await this.resources.checkAttachable(attachedResourceIds(isStack ? input : { ...input, exercises: [] }), viewer);
    const named = isStack ? await this.checkStackInputs(null, placement, input.exercises, viewer) : new Map<string, ElementDbRow>();
    const id = await this.store.insert(placement, isStack, {
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
    if (isStack) {
      const [stack] = await this.repo.byIds([id], viewer.accountId);
      await this.writeStackExercises(stack!, input.exercises, named, viewer, principal!.lang);
    }
    if (favourite) await this.store.setFavourite(viewer.accountId, id, true);
    return this.reader.one(id, viewer, principal!.lang);
  }

  /** Saves an element. A stock exercise is never changed: the save makes a personal copy, not starred. */
  async update(principal: Principal | null, id: string, input: ElementUpdate): Promise<Element> {
    const viewer = await this.access.viewer(principal);
    const [row] = await this.reader.visibleRows([id], viewer);
    if (row!.scope !== 'stock' && !canWrite(viewer, ownedOf(row!))) throw forbidden('This element is read-only for you');
    // A stock row is saved as a copy, which is never a stack.
    if (input.exercises && (row!.scope === 'stock' || !row!.is_stack)) {
      throw new DomainError('ERRVALIDATION', 'Only stacks have exercises', [{ path: 'exercises', message: 'not a stack' }]);
    }
    await this.resources.checkAttachable(attachedResourceIds(input), viewer);
    const named = input.exercises ? await this.checkStackInputs(row!.id, ownedOf(row!), input.exercises, viewer) : null;
    let target = row!;
    if (target.scope === 'stock') {
      const copyId = await this.store.copy(target, { ...ownershipFor(viewer, 'user'), folderId: null, stackId: null });
      target = (await this.repo.byIds([copyId], viewer.accountId))[0]!;
    }
    await this.store.applyFields(target, input, principal!.lang);
    if (input.exercises && named) await this.writeStackExercises(target, input.exercises, named, viewer, principal!.lang);
    return this.reader.one(target.id, viewer, principal!.lang);
  }

  async favourite(principal: Principal | null, id: string, value: boolean): Promise<Element> {
    const viewer = await this.access.viewer(principal);
    await this.reader.visibleRows([id], viewer);
    await this.store.setFavourite(viewer.accountId, id, value);
    return this.reader.one(id, viewer, principal!.lang);
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
    const rows = await this.reader.visibleRows(ids, viewer);
    for (const row of rows) this.store.relocation(row, placement, viewer);
    const result: string[] = [];
    for (const row of rows) result.push(await this.store.relocate(row, placement, viewer));
    return this.reader.pageOf(result, viewer, principal!.lang);
  }

  /** Moves exercises into a stack: they become stackExercise (stock and shared ones into a private stack are copied in). */
  async moveToStack(principal: Principal | null, ids: string[], stackId: string): Promise<ElementList> {
    const viewer = await this.access.viewer(principal);
    const [stack] = await this.reader.visibleRows([stackId], viewer);
    if (!stack!.is_stack) throw operationRefused('The target is not a stack');
    if (!canWrite(viewer, ownedOf(stack!))) throw forbidden('This stack is read-only for you');
    const placement: Placement = { ...ownedOf(stack!), folderId: null, stackId: stack!.id };
    const rows = await this.reader.visibleRows(ids, viewer);
    for (const row of rows) {
      if (row.is_stack) throw operationRefused('A stack cannot go into a stack');
      this.store.relocation(row, placement, viewer);
    }
    await this.store.checkStackRoom(stack!.id, rows.filter((row) => row.stack_id !== stack!.id).length);
    const result: string[] = [];
    for (const row of rows) result.push(await this.store.relocate(row, placement, viewer));
    return this.reader.pageOf(result, viewer, principal!.lang);
  }

  async delete(principal: Principal | null, ids: string[]): Promise<void> {
    const viewer = await this.access.viewer(principal);
    const rows = await this.reader.visibleRows(ids, viewer);
    for (const row of rows) {
      if (!canWrite(viewer, ownedOf(row))) throw forbidden('This element is read-only for you');
    }
    await this.repo.execute(`delete from "exercises"."elements" where "id" = any(?::uuid[])`, [`{${rows.map((row) => row.id).join(',')}}`]);
  }

  /**
   * Checks a stack's new exercise list before anything is written: named exercises must be
   * visible, not stacks, and allowed to come in (`ElementStore.relocation`); new ones need a
   * title. Answers the named rows by id. `stackId` is null for a stack not created yet.
   */
  private async checkStackInputs(stackId: string | null, owner: Owned, inputs: StackInput[], viewer: Viewer): Promise<Map<string, ElementDbRow>> {
    if (inputs.length > MAX_STACK_EXERCISES) throw operationRefused('Too many exercises in the stack');
    const placement: Placement = { ...owner, folderId: null, stackId };
    const named = new Map(
      (await this.reader.visibleRows(inputs.flatMap((input) => (input.id ? [input.id] : [])), viewer)).map((row) => [row.id, row]),
    );
    for (const input of inputs) {
      const row = input.id ? named.get(input.id)! : null;
      if (row?.is_stack) throw operationRefused('A stack cannot go into a stack');
      if (row && (stackId === null || row.stack_id !== stackId)) this.store.relocation(row, placement, viewer);
      if (!row && !input.title) {
        throw new DomainError('ERRVALIDATION', 'A new stack exercise needs a title', [{ path: 'exercises.title', message: 'required' }]);
      }
    }
    return named;
  }

  /**
   * Writes a checked exercise list: the stack's own exercises are kept (and edited), others
   * brought in (moved or copied), new ones created, and those left out deleted.
   */
  private async writeStackExercises(
    stack: ElementDbRow,
    inputs: StackInput[],
    named: Map<string, ElementDbRow>,
    viewer: Viewer,
    lang: Lang,
  ): Promise<void> {
    const placement: Placement = { ...ownedOf(stack), folderId: null, stackId: stack.id };
    const current = (await this.repo.childrenOf([stack.id], viewer.accountId)).get(stack.id) ?? [];
    const keep: string[] = [];
    for (const input of inputs) {
      const row = input.id ? named.get(input.id)! : null;
      if (row) {
        const id = row.stack_id === stack.id ? row.id : await this.store.relocate(row, placement, viewer);
        const [saved] = await this.repo.byIds([id], viewer.accountId);
        await this.store.applyFields(saved!, input, lang);
        keep.push(id);
      } else {
        keep.push(
          await this.store.insert(placement, false, {
            titleEn: input.title!,
            instructionsEn: input.instructions ?? '',
            reflect: input.reflect ?? false,
            thumbnailId: input.thumbnailId ?? null,
            parameters: input.parameters ?? [],
            resources: input.resources ?? [],
          }),
        );
      }
    }
    const dropped = current.filter((row) => !keep.includes(row.id)).map((row) => row.id);
    if (dropped.length > 0) {
      await this.repo.execute(`delete from "exercises"."elements" where "id" = any(?::uuid[])`, [`{${dropped.join(',')}}`]);
    }
    for (const [index, id] of keep.entries()) {
      await this.repo.execute(`update "exercises"."elements" set "sort_order" = ? where "id" = ?`, [index + 1, id]);
    }
  }
}
