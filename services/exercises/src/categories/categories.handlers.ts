import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { exerciseRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { AccessService, Handle, pageOf } from '@openset/server-kit';
import { CategoriesService } from './categories.service.js';

/** The category tree of the exercise browser, in the clinician's language. */
@Controller()
export class CategoriesHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly categories: CategoriesService,
  ) {}

  @Handle(r.categories)
  async list(@Payload() request: RouteRequest<typeof r.categories>): Promise<RouteReply<typeof r.categories>> {
    const who = this.access.clinician(request.principal);
    return pageOf(await this.categories.all(who.lang), request.query);
  }
}
