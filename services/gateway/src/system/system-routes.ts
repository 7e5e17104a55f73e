import { Injectable } from '@nestjs/common';
import type { Express } from 'express';
import { sendCompressible } from '../http/compressed-answer.js';
import { sendError, sendSuccess } from '../http/error-response.js';
import { HealthService } from '../health/health.service.js';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import { renderOpenApiPage } from '../openapi/openapi-page.js';

/** Routes the gateway answers itself: health and the API documentation. */
@Injectable()
export class SystemRoutes {
  constructor(private readonly health: HealthService) {}

  register(app: Express): void {
    const document = buildOpenApiDocument();
    const documentBytes = Buffer.from(JSON.stringify(document));
    const page = Buffer.from(renderOpenApiPage(document));
    app.get('/api/health', async (_req, res) => {
      const report = await this.health.check();
      res.set('Cache-Control', 'no-store');
      // Always the success wrapper: the body says 'degraded' and which part is down.
      sendSuccess(res, report);
    });
    app.get('/api/docs.json', (_req, res) => {
      sendCompressible(res, 200, 'application/json; charset=utf-8', documentBytes);
    });
    app.get('/api/docs', (_req, res) => {
      sendCompressible(res, 200, 'text/html; charset=utf-8', page);
    });
    // Anything else under /api is not part of the contract.
    app.use('/api', (_req, res) => {
      sendError(res, { code: 'ERRNOTFOUND', message: 'No such API route' });
    });
  }
}
