import cookieParser from 'cookie-parser';
import type { Express } from 'express';
import helmet from 'helmet';
import { gatewayConfig } from '../gateway.config.js';

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers, cookies, and which client IP and protocol we believe. Behind a proxy that
 * ends TLS, `TRUST_PROXY` (the number of proxies) makes X-Forwarded-For and X-Forwarded-Proto
 * count: a request that reached the proxy over https is then secure (HSTS, `Secure` cookies).
 */
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
          // Print opens the PDF the page just received (an object URL) in a hidden frame.
          frameSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          scriptSrc: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // The same rule as frame-ancestors 'none', for browsers that only know the older header.
      xFrameOptions: { action: 'deny' },
      // Sent below, only when the request came over https: on plain http it would be ignored
      // by browsers, and a local `npm start` must not pin localhost to https.
      strictTransportSecurity: false,
    }),
  );
  app.use((req, res, next) => {
    if (req.secure) res.set('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    next();
  });
  // API answers are per-user: no browser or proxy keeps them (downloads set their own).
  app.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(cookieParser());
}
