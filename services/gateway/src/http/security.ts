import cookieParser from 'cookie-parser';
import type { Express } from 'express';
import helmet from 'helmet';
import { gatewayConfig } from '../gateway.config.js';

/** Security headers, cookies, and which client IP we believe. */
export function useSecurity(app: Express): void {
  app.disable('x-powered-by');
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
