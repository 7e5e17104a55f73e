import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { parameterRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle, pageOf } from '@openset/server-kit';
import { PresetsService } from './presets.service.js';

/** Calls of /api/clinician/parameters: the clinician's bulk parameter presets. */
@Controller()
export class PresetsHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly presets: PresetsService,
  ) {}

  @Handle(r.list)
  async list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    return pageOf(await this.presets.list(this.access.clinician(request.principal).accountId), request.query);
  }

  @Handle(r.create)
  async create(@Payload() request: RouteRequest<typeof r.create>): Promise<RouteReply<typeof r.create>> {
    return this.presets.create(this.access.clinician(request.principal).accountId, request.body);
  }

  @Handle(r.toLeftOf)
  async toLeftOf(@Payload() request: RouteRequest<typeof r.toLeftOf>): Promise<RouteReply<typeof r.toLeftOf>> {
    await this.presets.move(this.access.clinician(request.principal).accountId, request.params.id, request.params.targetId, 'left');
    return { ok: true };
  }

  @Handle(r.toRightOf)
  async toRightOf(@Payload() request: RouteRequest<typeof r.toRightOf>): Promise<RouteReply<typeof r.toRightOf>> {
    await this.presets.move(this.access.clinician(request.principal).accountId, request.params.id, request.params.targetId, 'right');
    return { ok: true };
  }

  @Handle(r.delete)
  async delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    await this.presets.delete(this.access.clinician(request.principal).accountId, request.params.id);
    return { ok: true };
  }
}
