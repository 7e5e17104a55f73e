import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  clientRoutes as r,
  clientsVisibleRequestSchema,
  VISIBILITY_SUBJECTS,
  type ClientsVisibleReply,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { TrackingService } from '../tracking/tracking.service.js';
import { ClientAccess } from './client-access.js';
import { ClientOutcomesReader } from './client-outcomes.reader.js';
import { ClientEditsService } from './client-edits.service.js';
import { ClientsService } from './clients.service.js';
import { PortalLocksService } from '../portal/portal-locks.service.js';

/** Calls of /api/clinician/clients, and `clients.internal.visible` for the sets service. */
@Controller()
export class ClientsHandlers {
  constructor(
    private readonly access: ClientAccess,
    private readonly clients: ClientsService,
    private readonly edits: ClientEditsService,
    private readonly tracking: TrackingService,
    private readonly portalLocks: PortalLocksService,
    private readonly outcomeReader: ClientOutcomesReader,
  ) {}

  @Handle(VISIBILITY_SUBJECTS.clientsVisible)
  async visible(payload: unknown): Promise<ClientsVisibleReply> {
    const { accountId, clientIds } = parseOrThrow(clientsVisibleRequestSchema, payload);
    return this.clients.visibleTo(await this.access.viewerOf(accountId), clientIds);
  }

  @Handle(r.list)
  async list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    return this.clients.list(request.query, await this.access.viewer(request.principal, request.meta));
  }

  /** A view is an activity-log event: recorded once the read succeeded, in a short transaction of its own. */
  @Handle(r.get)
  async get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    return this.clients.get(request.params.id, await this.access.viewer(request.principal, request.meta), request.meta.requestId);
  }

  @Handle(r.emailExists)
  async emailExists(@Payload() request: RouteRequest<typeof r.emailExists>): Promise<RouteReply<typeof r.emailExists>> {
    const viewer = await this.access.viewer(request.principal, request.meta);
    return { exists: await this.clients.emailExists(request.body.email, request.body.exceptId, viewer) };
  }

  @Handle(r.sets)
  async sets(@Payload() request: RouteRequest<typeof r.sets>): Promise<RouteReply<typeof r.sets>> {
    return this.clients.sets(request.params.id, request.query, await this.access.viewer(request.principal, request.meta));
  }

  /** Health information: the client is checked here first, then the outcomes service answers for the caller. */
  @Handle(r.outcomes)
  async outcomes(@Payload() request: RouteRequest<typeof r.outcomes>): Promise<RouteReply<typeof r.outcomes>> {
    const client = await this.clients.healthOf(request.params.id, await this.access.viewer(request.principal, request.meta));
    return this.outcomeReader.of(request.principal!, client.id, request.query);
  }

  /** Health information: each read is recorded as an activity-log view once it succeeded. */
  @Handle(r.feedback)
  async feedback(@Payload() request: RouteRequest<typeof r.feedback>): Promise<RouteReply<typeof r.feedback>> {
    const viewer = await this.access.viewer(request.principal, request.meta);
    const client = await this.clients.healthOf(request.params.id, viewer);
    const messages = await this.tracking.feedback(client.id, request.query);
    await this.clients.recordView(client, viewer, request.meta.requestId, 'messages');
    return messages;
  }

  @Handle(r.feedbackReply)
  async feedbackReply(@Payload() request: RouteRequest<typeof r.feedbackReply>): Promise<RouteReply<typeof r.feedbackReply>> {
    return this.edits.reply(request.params.id, request.body.text, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.feedbackRead)
  async feedbackRead(@Payload() request: RouteRequest<typeof r.feedbackRead>): Promise<RouteReply<typeof r.feedbackRead>> {
    const client = await this.clients.healthOf(request.params.id, await this.access.viewer(request.principal, request.meta));
    await this.tracking.markFeedbackRead(client.id);
    return { ok: true };
  }

  @Handle(r.tracking)
  async trackingOf(@Payload() request: RouteRequest<typeof r.tracking>): Promise<RouteReply<typeof r.tracking>> {
    const viewer = await this.access.viewer(request.principal, request.meta);
    const client = await this.clients.healthOf(request.params.id, viewer);
    const tracking = await this.tracking.tracking(client.id, client.timeZone ?? null, request.query);
    await this.clients.recordView(client, viewer, request.meta.requestId, 'tracking');
    return tracking;
  }

  @Handle(r.create)
  async create(@Payload() request: RouteRequest<typeof r.create>): Promise<RouteReply<typeof r.create>> {
    return this.edits.create(request.body, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.update)
  async update(@Payload() request: RouteRequest<typeof r.update>): Promise<RouteReply<typeof r.update>> {
    const viewer = await this.access.viewer(request.principal, request.meta);
    const row = await this.edits.update(request.params.id, request.body, viewer);
    return (await this.clients.toWire([row], viewer))[0]!;
  }

  @Handle(r.archived)
  async archived(@Payload() request: RouteRequest<typeof r.archived>): Promise<RouteReply<typeof r.archived>> {
    await this.edits.setArchived(request.params.ids, request.query.value, await this.access.viewer(request.principal, request.meta));
    return { ok: true };
  }

  @Handle(r.reset)
  async reset(@Payload() request: RouteRequest<typeof r.reset>): Promise<RouteReply<typeof r.reset>> {
    return this.edits.reset(request.params.id, request.body, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.portalLock)
  async portalLock(@Payload() request: RouteRequest<typeof r.portalLock>): Promise<RouteReply<typeof r.portalLock>> {
    return this.portalLocks.of(request.params.id, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.portalUnlock)
  async portalUnlock(@Payload() request: RouteRequest<typeof r.portalUnlock>): Promise<RouteReply<typeof r.portalUnlock>> {
    return this.portalLocks.lift(request.params.id, await this.access.viewer(request.principal, request.meta));
  }

  @Handle(r.delete)
  async delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    await this.edits.delete(request.params.ids, await this.access.viewer(request.principal, request.meta));
    return { ok: true };
  }
}
