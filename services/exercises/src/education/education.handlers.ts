import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EDUCATION_SUBJECTS,
  educationArticlesRequestSchema,
  educationRoutes as r,
  type EducationPrintList,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { EducationService } from './education.service.js';

/** /api/clinician/education and the articles other services show; access is checked in the service. */
@Controller()
export class EducationHandlers {
  constructor(private readonly education: EducationService) {}

  @Handle(r.list)
  list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    return this.education.list(request.principal, request.query);
  }

  @Handle(r.history)
  history(@Payload() request: RouteRequest<typeof r.history>): Promise<RouteReply<typeof r.history>> {
    return this.education.history(request.principal, request.params.ids);
  }

  @Handle(r.get)
  get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    return this.education.get(request.principal, request.params.ids);
  }

  @Handle(r.create)
  create(@Payload() request: RouteRequest<typeof r.create>): Promise<RouteReply<typeof r.create>> {
    return this.education.create(request.principal, request.body);
  }

  @Handle(r.copy)
  copy(@Payload() request: RouteRequest<typeof r.copy>): Promise<RouteReply<typeof r.copy>> {
    return this.education.copy(request.principal, request.params.id);
  }

  @Handle(r.update)
  update(@Payload() request: RouteRequest<typeof r.update>): Promise<RouteReply<typeof r.update>> {
    return this.education.update(request.principal, request.params.id, request.body);
  }

  @Handle(r.delete)
  delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    return this.education.delete(request.principal, request.params.ids);
  }

  /** Internal: articles by the ids a set names, for the PDF, e-mails and the portal (callers check the set). */
  @Handle(EDUCATION_SUBJECTS.articles)
  articles(@Payload() payload: unknown): Promise<EducationPrintList> {
    const request = parseOrThrow(educationArticlesRequestSchema, payload);
    return this.education.printable(request.ids, request.lang);
  }
}
