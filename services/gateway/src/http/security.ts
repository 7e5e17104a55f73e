import cookieParser from 'cookie-parser';
import type { Express } from 'express';
import helmet from 'helmet';
import { gatewayConfig } from '../gateway.config.js';

/** Security headers, cookies, and which client IP we believe. */
export function useSecurity(app: Express): void {
  app.disable('x-powered-by');
  // API answers are per-user and change often: hashing every body for an ETag is wasted work.
  // (Static files keep theirs: serve-static sets its own.)
  app.set('etag', false);
  app.set('trust proxy', gatewayConfig.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // MUI/emotion inject <style> tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          scriptSrc: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  );
  app.use(cookieParser());
}
