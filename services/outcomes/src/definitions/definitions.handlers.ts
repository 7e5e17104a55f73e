import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { outcomeDefinitionRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle } from '@openset/server-kit';
import { scoreAnswers } from './scoring.js';

@Controller()
export class DefinitionsHandlers {
  constructor(private readonly access: AccessService) {}

  /** Scores answers without storing them: nothing is written, so no transaction. */
  @Handle(r.score, { transaction: false })
  score(@Payload() request: RouteRequest<typeof r.score>): RouteReply<typeof r.score> {
    this.access.clinician(request.principal);
    return scoreAnswers(request.params.type, request.body);
  }
}
