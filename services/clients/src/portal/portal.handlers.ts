import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { portalRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import type { ClientRow } from '../clients/client.entity.js';
import { TrackingService } from '../tracking/tracking.service.js';
import { PortalService } from './portal.service.js';
import { SignedInClient } from './signed-in-client.js';

/** Calls of /api/portal (the client's own, each given its client by `SignedInClient`); logout is the auth service's. */
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
  sets(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.sets>): Promise<RouteReply<typeof r.sets>> {
    return this.portal.portalSets(client.id, request.query, client.lang);
  }

  @Handle(r.resourceFile)
  resourceFile(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.resourceFile>): Promise<RouteReply<typeof r.resourceFile>> {
    return this.portal.resourceFile(client.id, request.params.id, request.query.imgWidth, false);
  }

  @Handle(r.resourcePoster)
  resourcePoster(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.resourcePoster>): Promise<RouteReply<typeof r.resourcePoster>> {
    return this.portal.resourceFile(client.id, request.params.id, request.query.imgWidth, true);
  }

  @Handle(r.adherenceMark)
  async adherenceMark(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.adherenceMark>): Promise<RouteReply<typeof r.adherenceMark>> {
    const { setId, exerciseKey, date, done } = request.body;
    await this.portal.requireExercise(client.id, setId, exerciseKey, date);
    await this.tracking.markDone(client.id, setId, exerciseKey, date, done);
    return { ok: true };
  }

  @Handle(r.adherence)
  adherence(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.adherence>): Promise<RouteReply<typeof r.adherence>> {
    return this.tracking.adherenceOf(client.id, request.query);
  }

  @Handle(r.diaryAdd)
  diaryAdd(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.diaryAdd>): Promise<RouteReply<typeof r.diaryAdd>> {
    return this.tracking.addDiary(client.id, request.body, request.meta.idempotencyKey);
  }

  @Handle(r.diaryDelete)
  async diaryDelete(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.diaryDelete>): Promise<RouteReply<typeof r.diaryDelete>> {
    await this.tracking.deleteDiary(client.id, request.params.id);
    return { ok: true };
  }

  @Handle(r.diaries)
  diaries(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.diaries>): Promise<RouteReply<typeof r.diaries>> {
    return this.tracking.diaries(client.id, request.query);
  }

  @Handle(r.feedback)
  async feedback(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.feedback>): Promise<RouteReply<typeof r.feedback>> {
    const about = await this.portal.messageAbout(client.id, request.body.setId ?? null);
    await this.tracking.addFeedback(client.id, request.body.text, about);
    return { ok: true };
  }

  @Handle(r.messages)
  messages(@SignedInClient() client: ClientRow, @Payload() request: RouteRequest<typeof r.messages>): Promise<RouteReply<typeof r.messages>> {
    return this.tracking.portalMessages(client.id, request.query);
  }

  @Handle(r.repliesRead)
  async repliesRead(@SignedInClient() client: ClientRow): Promise<RouteReply<typeof r.repliesRead>> {
    await this.tracking.markRepliesRead(client.id);
    return { ok: true };
  }
}
