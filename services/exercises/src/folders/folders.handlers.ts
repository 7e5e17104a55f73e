import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { exerciseRoutes as r, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { AccessService } from '../access/access.service.js';
import { FoldersService } from './folders.service.js';

/** Folder calls of /api/clinician/exercises. */
@Controller()
export class FoldersHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly folders: FoldersService,
  ) {}

  @Handle(r.foldersList)
  async list(@Payload() request: RouteRequest<typeof r.foldersList>): Promise<RouteReply<typeof r.foldersList>> {
    const items = await this.folders.list(await this.access.viewer(request.principal));
    return { items, total: items.length };
  }

  @Handle(r.foldersCreate)
  async create(@Payload() request: RouteRequest<typeof r.foldersCreate>): Promise<RouteReply<typeof r.foldersCreate>> {
    return this.folders.create(request.body, await this.access.viewer(request.principal));
  }

  @Handle(r.foldersUpdate)
  async update(@Payload() request: RouteRequest<typeof r.foldersUpdate>): Promise<RouteReply<typeof r.foldersUpdate>> {
    return this.folders.update(request.params.id, request.body, await this.access.viewer(request.principal));
  }

  @Handle(r.foldersDelete)
  async delete(@Payload() request: RouteRequest<typeof r.foldersDelete>): Promise<RouteReply<typeof r.foldersDelete>> {
    await this.folders.delete(request.params.id, await this.access.viewer(request.principal));
    return { ok: true };
  }
}
