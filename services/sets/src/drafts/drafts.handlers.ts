import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { setRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle, pageOf } from '@openset/server-kit';
import { DraftsService } from './drafts.service.js';

/** Drafts of open documents: autosave, restore, discard. */
@Controller()
export class DraftsHandlers {
  constructor(private readonly drafts: DraftsService) {}

  @Handle(r.draftsList)
  async list(@Payload() request: RouteRequest<typeof r.draftsList>): Promise<RouteReply<typeof r.draftsList>> {
    return pageOf(await this.drafts.list(request.principal), request.query);
  }

  @Handle(r.draftSave)
  async save(@Payload() request: RouteRequest<typeof r.draftSave>): Promise<RouteReply<typeof r.draftSave>> {
    return this.drafts.save(request.principal, request.body);
  }

  @Handle(r.draftsDelete)
  async delete(@Payload() request: RouteRequest<typeof r.draftsDelete>): Promise<RouteReply<typeof r.draftsDelete>> {
    await this.drafts.remove(request.principal, request.query.ids);
    return { ok: true };
  }
}
