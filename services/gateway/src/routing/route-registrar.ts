import { Injectable } from '@nestjs/common';
import { allRoutes, API_BASE_PATH, type RouteDef } from '@openset/contracts';
import type { Express, Request, Response } from 'express';
import { compareRoutes } from './route-order.js';
import { RouteHandler } from './route-handler.js';

/** Registers every route of the contract's table on the Express app, most specific first. */
@Injectable()
export class RouteRegistrar {
  constructor(private readonly handler: RouteHandler) {}

  register(app: Express, routes: RouteDef[] = allRoutes()): void {
    for (const route of [...routes].sort(compareRoutes)) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      app[method](`${API_BASE_PATH}${route.path}`, (req: Request, res: Response) => {
        void this.handler.handle(route, req, res);
      });
    }
  }
}
