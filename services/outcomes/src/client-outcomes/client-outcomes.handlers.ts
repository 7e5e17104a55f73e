import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  clientOutcomeRoutes as r,
  clientOutcomesRequestSchema,
  CUSTOM_OUTCOME_TYPE,
  OUTCOMES_SUBJECTS,
  type AssignedOutcomePage,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { ClientOutcomesService } from './client-outcomes.service.js';
import { OutcomeAccess } from './outcome-access.js';

/** Calls of /api/clinician/clients/outcomes: who asks is resolved first (`OutcomeAccess.who`). */
@Controller()
export class ClientOutcomesHandlers {
  constructor(
    private readonly access: OutcomeAccess,
    private readonly outcomes: ClientOutcomesService,
  ) {}

  @Handle(r.list)
  async list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    return this.outcomes.list(request.query, await this.access.who(request.principal, request.meta));
  }

  /**
   * The clients service's GET /clinician/clients/{id}/outcomes: the same list as `list` with
   * `clientId`, for the principal that service was called by (it checked the client first; the
   * list checks again, as every call here does).
   */
  @Handle(OUTCOMES_SUBJECTS.clientOutcomes)
  async ofClient(payload: unknown): Promise<AssignedOutcomePage> {
    const { principal, clientId, skip, limit } = parseOrThrow(clientOutcomesRequestSchema, payload);
    return this.outcomes.list({ clientId, skip, limit, status: 'all', sort: 'created' }, await this.access.who(principal));
  }

  @Handle(r.get)
  async get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    return this.outcomes.get(request.params.id, await this.access.who(request.principal, request.meta), request.meta.requestId);
  }

  @Handle(r.result)
  async result(@Payload() request: RouteRequest<typeof r.result>): Promise<RouteReply<typeof r.result>> {
    return this.outcomes.result(request.params.id, await this.access.who(request.principal, request.meta), request.meta.requestId);
  }

  @Handle(r.history)
  async history(@Payload() request: RouteRequest<typeof r.history>): Promise<RouteReply<typeof r.history>> {
    return this.outcomes.history(request.params.id, request.query, await this.access.who(request.principal, request.meta), request.meta.requestId);
  }

  @Handle(r.typeExists)
  async typeExists(@Payload() request: RouteRequest<typeof r.typeExists>): Promise<RouteReply<typeof r.typeExists>> {
    const { clientId, outcomeType } = request.params;
    return this.outcomes.exists(clientId, outcomeType, outcomeType, await this.access.who(request.principal, request.meta));
  }

  @Handle(r.customExists)
  async customExists(@Payload() request: RouteRequest<typeof r.customExists>): Promise<RouteReply<typeof r.customExists>> {
    const { clientId, defId } = request.params;
    return this.outcomes.exists(clientId, CUSTOM_OUTCOME_TYPE, defId, await this.access.who(request.principal, request.meta));
  }

  @Handle(r.assign)
  async assign(@Payload() request: RouteRequest<typeof r.assign>): Promise<RouteReply<typeof r.assign>> {
    return this.outcomes.assign(request.body, await this.access.who(request.principal, request.meta));
  }

  @Handle(r.submitResult)
  async submitResult(@Payload() request: RouteRequest<typeof r.submitResult>): Promise<RouteReply<typeof r.submitResult>> {
    return this.outcomes.submitManual(request.params.id, request.body, await this.access.who(request.principal, request.meta), request.meta.idempotencyKey);
  }

  @Handle(r.resend)
  async resend(@Payload() request: RouteRequest<typeof r.resend>): Promise<RouteReply<typeof r.resend>> {
    return this.outcomes.resend(request.params.id, await this.access.who(request.principal, request.meta));
  }

  @Handle(r.update)
  async update(@Payload() request: RouteRequest<typeof r.update>): Promise<RouteReply<typeof r.update>> {
    return this.outcomes.update(request.params.id, request.body, await this.access.who(request.principal, request.meta));
  }

  @Handle(r.delete)
  async delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    await this.outcomes.delete(request.params.id, await this.access.who(request.principal, request.meta));
    return { ok: true };
  }
}
