import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { setRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle } from '@openset/server-kit';
import { SetEditsService } from './set-edits.service.js';
import { SetFilesService } from './set-files.service.js';
import { SetsService } from './sets.service.js';

/** Calls of /api/clinician/sets: templates and client sets. */
@Controller()
export class SetsHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly sets: SetsService,
    private readonly edits: SetEditsService,
    private readonly files: SetFilesService,
  ) {}

  @Handle(r.list)
  async list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    return this.sets.list(request.query, await this.access.viewer(request.principal, request.meta));
  }

  // A transaction although a read: a client set opened is recorded as viewed (activity log).
  @Handle(r.get, { transaction: true })
  async get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    return this.sets.byIds(request.params.ids, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.resourceFile)
  async resourceFile(@Payload() request: RouteRequest<typeof r.resourceFile>): Promise<RouteReply<typeof r.resourceFile>> {
    const { id, resourceId } = request.params;
    return this.files.file(id, resourceId, { imgWidth: request.query.imgWidth, poster: false }, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.resourcePoster)
  async resourcePoster(@Payload() request: RouteRequest<typeof r.resourcePoster>): Promise<RouteReply<typeof r.resourcePoster>> {
    const { id, resourceId } = request.params;
    return this.files.file(id, resourceId, { imgWidth: request.query.imgWidth, poster: true }, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.create)
  async create(@Payload() request: RouteRequest<typeof r.create>): Promise<RouteReply<typeof r.create>> {
    return this.edits.create(request.body, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.update)
  async update(@Payload() request: RouteRequest<typeof r.update>): Promise<RouteReply<typeof r.update>> {
    return this.edits.update(request.params.id, request.body, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.enabled)
  async enabled(@Payload() request: RouteRequest<typeof r.enabled>): Promise<RouteReply<typeof r.enabled>> {
    await this.edits.setEnabled(request.params.ids, request.query.value, await this.access.viewer(request.principal, request.meta));
    return { ok: true };
  }

  @Handle(r.move)
  async move(@Payload() request: RouteRequest<typeof r.move>): Promise<RouteReply<typeof r.move>> {
    await this.edits.move(request.params.ids, request.params.folderId, await this.access.viewer(request.principal, request.meta));
    return { ok: true };
  }

  @Handle(r.delete)
  async delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    await this.edits.delete(request.params.ids, await this.access.viewer(request.principal, request.meta));
    return { ok: true };
  }
}
