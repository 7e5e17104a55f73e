import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EXERCISES_SUBJECTS,
  exerciseRoutes as r,
  exerciseSnapshotRequestSchema,
  type ElementList,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { ElementEditsService } from './element-edits.service.js';
import { ElementOrderService } from './element-order.service.js';
import { ElementsService } from './elements.service.js';

/**
 * Exercise and stack calls of /api/clinician/exercises; access is checked in the services. Every
 * call that is not a GET runs in one transaction (server-kit `Handle`).
 */
/** Every tab's list route has the same query and answer. */
type ListRequest = RouteRequest<typeof r.listAll>;
type ListReply = Promise<RouteReply<typeof r.listAll>>;

@Controller()
export class ElementsHandlers {
  constructor(
    private readonly elements: ElementsService,
    private readonly edits: ElementEditsService,
    private readonly order: ElementOrderService,
  ) {}

  // The six tabs of the browser are one list (ElementsService.list) that differs by tab.
  @Handle(r.listAll)
  listAll(@Payload() request: ListRequest): ListReply {
    return this.elements.list('all', request.principal, request.query);
  }

  @Handle(r.listFavourite)
  listFavourite(@Payload() request: ListRequest): ListReply {
    return this.elements.list('favourite', request.principal, request.query);
  }

  @Handle(r.listCustom)
  listCustom(@Payload() request: ListRequest): ListReply {
    return this.elements.list('custom', request.principal, request.query);
  }

  @Handle(r.listUser)
  listUser(@Payload() request: ListRequest): ListReply {
    return this.elements.list('user', request.principal, request.query);
  }

  @Handle(r.listTeam)
  listTeam(@Payload() request: ListRequest): ListReply {
    return this.elements.list('team', request.principal, request.query);
  }

  @Handle(r.listStock)
  listStock(@Payload() request: ListRequest): ListReply {
    return this.elements.list('stock', request.principal, request.query);
  }

  @Handle(r.movementVariants)
  movementVariants(@Payload() request: RouteRequest<typeof r.movementVariants>): Promise<RouteReply<typeof r.movementVariants>> {
    return this.elements.movementVariants(request.principal, request.params.movementKey, request.query);
  }

  /** Internal: elements by id for other services (no principal; they check their own access). */
  @Handle(EXERCISES_SUBJECTS.snapshot)
  snapshot(@Payload() payload: unknown): Promise<ElementList> {
    const request = parseOrThrow(exerciseSnapshotRequestSchema, payload);
    return this.elements.snapshot(request.ids, request.lang);
  }

  @Handle(r.get)
  get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    return this.elements.get(request.principal, request.params.ids, request.query.imgWidth);
  }

  @Handle(r.create)
  create(@Payload() request: RouteRequest<typeof r.create>): Promise<RouteReply<typeof r.create>> {
    return this.edits.create(request.principal, request.body, request.query.favourite ?? false);
  }

  @Handle(r.update)
  update(@Payload() request: RouteRequest<typeof r.update>): Promise<RouteReply<typeof r.update>> {
    return this.edits.update(request.principal, request.params.id, request.body);
  }

  @Handle(r.favourite)
  favourite(@Payload() request: RouteRequest<typeof r.favourite>): Promise<RouteReply<typeof r.favourite>> {
    return this.edits.favourite(request.principal, request.params.id, request.query.value);
  }

  @Handle(r.toLeftOf)
  async toLeftOf(@Payload() request: RouteRequest<typeof r.toLeftOf>): Promise<RouteReply<typeof r.toLeftOf>> {
    await this.order.reorder(request.principal, request.params.id, request.params.targetId, 'left');
    return { ok: true };
  }

  @Handle(r.toRightOf)
  async toRightOf(@Payload() request: RouteRequest<typeof r.toRightOf>): Promise<RouteReply<typeof r.toRightOf>> {
    await this.order.reorder(request.principal, request.params.id, request.params.targetId, 'right');
    return { ok: true };
  }

  @Handle(r.favouriteLeft)
  async favouriteLeft(@Payload() request: RouteRequest<typeof r.favouriteLeft>): Promise<RouteReply<typeof r.favouriteLeft>> {
    await this.order.reorderFavourite(request.principal, request.params.id, request.params.targetId, 'left');
    return { ok: true };
  }

  @Handle(r.favouriteRight)
  async favouriteRight(@Payload() request: RouteRequest<typeof r.favouriteRight>): Promise<RouteReply<typeof r.favouriteRight>> {
    await this.order.reorderFavourite(request.principal, request.params.id, request.params.targetId, 'right');
    return { ok: true };
  }

  @Handle(r.moveToFolder)
  moveToFolder(@Payload() request: RouteRequest<typeof r.moveToFolder>): Promise<RouteReply<typeof r.moveToFolder>> {
    return this.edits.moveToFolder(request.principal, request.params.ids, request.params.folderId);
  }

  @Handle(r.moveToStack)
  moveToStack(@Payload() request: RouteRequest<typeof r.moveToStack>): Promise<RouteReply<typeof r.moveToStack>> {
    return this.edits.moveToStack(request.principal, request.params.ids, request.params.stackId);
  }

  @Handle(r.delete)
  async delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    await this.edits.delete(request.principal, request.params.ids);
    return { ok: true };
  }
}
