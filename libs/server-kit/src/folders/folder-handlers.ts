import { Controller, Inject, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { exerciseRoutes, RouteDef, RouteReply, RouteRequest } from '@openset/contracts';
import { AccessService } from '../access/access.service.js';
import { Handle } from '../handle.decorator.js';
import { pageOf } from '../page-of.js';
import type { FolderRow, FolderTree } from './folder-tree.js';

/** The four folder routes of a folder tree (exercise folders, set folders: the same schemas). */
export interface FolderRoutes {
  foldersList: typeof exerciseRoutes.foldersList;
  foldersCreate: typeof exerciseRoutes.foldersCreate;
  foldersUpdate: typeof exerciseRoutes.foldersUpdate;
  foldersDelete: typeof exerciseRoutes.foldersDelete;
}
type Routes = FolderRoutes;

/**
 * The handlers of a folder tree's routes, for a service's `folders.handlers.ts`:
 * `export class FoldersHandlers extends folderHandlers(routes, FoldersService) {}`. The routes
 * differ in path and subject only: their schemas are those of the exercise folder routes.
 */
export function folderHandlers<F extends FolderRow>(routes: Record<keyof Routes, RouteDef>, tree: Type<FolderTree<F>>) {
  @Controller()
  class FolderHandlers {
    constructor(
      @Inject(AccessService) readonly access: AccessService,
      @Inject(tree) readonly folders: FolderTree<F>,
    ) {}

    @Handle(routes.foldersList)
    async list(@Payload() request: RouteRequest<Routes['foldersList']>): Promise<RouteReply<Routes['foldersList']>> {
      return pageOf(await this.folders.list(await this.access.viewer(request.principal)), request.query);
    }

    @Handle(routes.foldersCreate)
    async create(@Payload() request: RouteRequest<Routes['foldersCreate']>): Promise<RouteReply<Routes['foldersCreate']>> {
      return this.folders.create(request.body, await this.access.viewer(request.principal));
    }

    @Handle(routes.foldersUpdate)
    async update(@Payload() request: RouteRequest<Routes['foldersUpdate']>): Promise<RouteReply<Routes['foldersUpdate']>> {
      return this.folders.update(request.params.id, request.body, await this.access.viewer(request.principal));
    }

    @Handle(routes.foldersDelete)
    async delete(@Payload() request: RouteRequest<Routes['foldersDelete']>): Promise<RouteReply<Routes['foldersDelete']>> {
      await this.folders.delete(request.params.id, await this.access.viewer(request.principal));
      return { ok: true };
    }
  }
  return FolderHandlers;
}
