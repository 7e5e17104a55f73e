import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { portalRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { TrackingService } from '../tracking/tracking.service.js';
import { PortalService } from './portal.service.js';

/** Calls of /api/portal (the client's own); logout is the auth service's. */
@Controller()
export class PortalHandlers {
  constructor(
    private readonly portal: PortalService,
    private readonly tracking: TrackingService,
  ) {}

  /** Keeps its failure counts when refusing: no transaction to roll them back. */
  @Handle(r.login, { transaction: false })
  login(@Payload() request: RouteRequest<typeof r.login>): Promise<RouteReply<typeof r.login>> {
    // A body anybody may send: checked here too, whoever forwarded it.
    return this.portal.login(parseOrThrow(r.login.body, request.body), request.meta);
  }

  @Handle(r.sets)
  async sets(@Payload() request: RouteRequest<typeof r.sets>): Promise<RouteReply<typeof r.sets>> {
    const client = await this.portal.client(request.principal);
    return this.portal.portalSets(client.id, request.query);
  }

  @Handle(r.resourceFile)
  async resourceFile(@Payload() request: RouteRequest<typeof r.resourceFile>): Promise<RouteReply<typeof r.resourceFile>> {
    const client = await this.portal.client(request.principal);
    return this.portal.resourceFile(client.id, request.params.id, request.query.imgWidth, false);
  }

  @Handle(r.resourcePoster)
  async resourcePoster(@Payload() request: RouteRequest<typeof r.resourcePoster>): Promise<RouteReply<typeof r.resourcePoster>> {
    const client = await this.portal.client(request.principal);
    return this.portal.resourceFile(client.id, request.params.id, request.query.imgWidth, true);
  }

  @Handle(r.adherenceMark)
  async adherenceMark(@Payload() request: RouteRequest<typeof r.adherenceMark>): Promise<RouteReply<typeof r.adherenceMark>> {
    const client = await this.portal.client(request.principal);
    const { setId, exerciseKey, date, done } = request.body;
    await this.portal.requireExercise(client.id, setId, exerciseKey, date);
    await this.tracking.markDone(client.id, setId, exerciseKey, date, done);
    return { ok: true };
  }

  @Handle(r.adherence)
  async adherence(@Payload() request: RouteRequest<typeof r.adherence>): Promise<RouteReply<typeof r.adherence>> {
    const client = await this.portal.client(request.principal);
    return this.tracking.adherenceOf(client.id, request.query);
  }

  @Handle(r.diaryAdd)
  async diaryAdd(@Payload() request: RouteRequest<typeof r.diaryAdd>): Promise<RouteReply<typeof r.diaryAdd>> {
    const client = await this.portal.client(request.principal);
    return this.tracking.addDiary(client.id, request.body, request.meta.idempotencyKey);
  }

  @Handle(r.diaryDelete)
  async diaryDelete(@Payload() request: RouteRequest<typeof r.diaryDelete>): Promise<RouteReply<typeof r.diaryDelete>> {
    const client = await this.portal.client(request.principal);
    await this.tracking.deleteDiary(client.id, request.params.id);
    return { ok: true };
  }

  @Handle(r.diaries)
  async diaries(@Payload() request: RouteRequest<typeof r.diaries>): Promise<RouteReply<typeof r.diaries>> {
    const client = await this.portal.client(request.principal);
    return this.tracking.diaries(client.id, request.query);
  }

  @Handle(r.feedback)
  async feedback(@Payload() request: RouteRequest<typeof r.feedback>): Promise<RouteReply<typeof r.feedback>> {
    const client = await this.portal.client(request.principal);
    const about = await this.portal.messageAbout(client.id, request.body.setId ?? null);
    await this.tracking.addFeedback(client.id, request.body.text, about);
    return { ok: true };
  }

  @Handle(r.messages)
  async messages(@Payload() request: RouteRequest<typeof r.messages>): Promise<RouteReply<typeof r.messages>> {
    const client = await this.portal.client(request.principal);
    return this.tracking.portalMessages(client.id, request.query);
  }

  @Handle(r.repliesRead)
  async repliesRead(@Payload() request: RouteRequest<typeof r.repliesRead>): Promise<RouteReply<typeof r.repliesRead>> {
    const client = await this.portal.client(request.principal);
    await this.tracking.markRepliesRead(client.id);
    return { ok: true };
  }
}
