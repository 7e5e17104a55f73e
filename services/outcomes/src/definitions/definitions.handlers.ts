import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { outcomeDefinitionRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle } from '@openset/server-kit';
import { DefinitionsService } from './definitions.service.js';
import { scoreAnswers } from './scoring.js';

/** Calls of /api/clinician/outcomes/definitions: the caller must be a clinician; custom outcomes follow the visibility rule. */
@Controller()
export class DefinitionsHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly definitions: DefinitionsService,
  ) {}

  /** Scores answers without storing them: nothing is written, so no transaction. */
  @Handle(r.score, { transaction: false })
  score(@Payload() request: RouteRequest<typeof r.score>): RouteReply<typeof r.score> {
    this.access.clinician(request.principal);
    return scoreAnswers(request.params.type, request.body);
  }

  @Handle(r.list)
  async list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    const lang = this.access.clinician(request.principal).lang;
    return this.definitions.list(request.query, await this.access.viewer(request.principal, request.meta), lang);
  }

  @Handle(r.get)
  async get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    const lang = request.query.lang ?? this.access.clinician(request.principal).lang;
    return this.definitions.view(request.params.id, await this.access.viewer(request.principal, request.meta), lang, request.meta.requestId);
  }

  @Handle(r.create)
  async create(@Payload() request: RouteRequest<typeof r.create>): Promise<RouteReply<typeof r.create>> {
    return this.definitions.create(request.body, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.update)
  async update(@Payload() request: RouteRequest<typeof r.update>): Promise<RouteReply<typeof r.update>> {
    return this.definitions.update(request.params.id, request.body, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.archived)
  async archived(@Payload() request: RouteRequest<typeof r.archived>): Promise<RouteReply<typeof r.archived>> {
    return this.definitions.setArchived(request.params.id, request.query.value, await this.access.viewer(request.principal, request.meta));
  }
}
