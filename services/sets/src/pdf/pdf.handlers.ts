import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { portalRoutes, setRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { PdfService } from './pdf.service.js';

/** `POST /clinician/sets/pdf` and the portal's `GET /portal/sets/:id/pdf`: PDFs streamed as they render. */
@Controller()
export class PdfHandlers {
  constructor(private readonly pdf: PdfService) {}

  @Handle(setRoutes.pdf)
  async render(@Payload() request: RouteRequest<typeof setRoutes.pdf>): Promise<RouteReply<typeof setRoutes.pdf>> {
    return this.pdf.start(request.principal, request.body, request.meta.streamTo);
  }

  @Handle(portalRoutes.setPdf)
  async portal(@Payload() request: RouteRequest<typeof portalRoutes.setPdf>): Promise<RouteReply<typeof portalRoutes.setPdf>> {
    return this.pdf.startForPortal(request.principal, request.params.id, request.query.size, request.meta.streamTo);
  }
}
