import { API_BASE_PATH } from '@openset/contracts';
import type { Express, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { gatewayConfig } from '../gateway.config.js';

export const REMOTES = ['designer', 'clients', 'outcomes', 'manager', 'portal'] as const;

/** `[name].[contenthash:8].js` of the front-end build: its content never changes under that name. */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed files are kept for a year; anything else (index.html, remoteEntry.js, every
 * mf-manifest.json) is revalidated on each load so a new deployment is seen at once.
 * `file` is the file sent, maybe its .br or .gz copy.
 */
export function cacheControlFor(file: string): string {
  return HASHED.test(basename(file).replace(/\.(?:br|gz)$/, '')) ? IMMUTABLE : 'no-cache';
}

/**
 * The client portal's service worker lives in the portal remote's build (`/remotes/portal/sw.js`)
 * but controls the portal's pages: this header lets it take the scope `/portal`.
 */
export function serviceWorkerScopeFor(remote: string, file: string): string | null {
  return remote === 'portal' && basename(file).replace(/\.(?:br|gz)$/, '') === 'sw.js' ? '/portal' : null;
}

/**
 * One built front end: the brotli or gzip copy the build wrote beside each text file, whichever
 * the browser accepts (brotli first), with `Vary: Accept-Encoding`; the plain file otherwise.
 */
function builtFiles(dir: string, remote?: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res: ServerResponse, file: string) => {
        res.setHeader('Cache-Control', cacheControlFor(file));
        const scope = remote ? serviceWorkerScopeFor(remote, file) : null;
        if (scope) res.setHeader('Service-Worker-Allowed', scope);
      },
    },
  });
}

/** A missing file: a plain 404 that repeats nothing of the request. */
function notFound(_req: Request, res: Response): void {
  res.status(404).type('text/plain').send('Not Found');
}

/**
 * Serves the built shell at / (with a fallback to index.html for client-side routes) and each
 * remote's build under /remotes/<name>/.
 */
export function serveFrontEnds(app: Express): void {
  app.get('/app-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ apiBase: API_BASE_PATH, remotes: Object.fromEntries(REMOTES.map((name) => [name, gatewayConfig.remoteUrl(name)])) });
  });
  for (const name of REMOTES) {
    const dir = join(gatewayConfig.staticRoot, `mfe-${name}`, 'dist');
    if (existsSync(dir)) {
      app.use(`/remotes/${name}`, builtFiles(dir, name));
    }
  }
  app.use('/remotes', notFound);
  const shellDir = join(gatewayConfig.staticRoot, 'shell', 'dist');
  if (existsSync(shellDir)) {
    const shellFiles = builtFiles(shellDir);
    app.use(shellFiles);
    // Client-side routes get index.html (compressed like any other file); a path naming a file
    // (its last segment has a dot) that is not there is a 404, not a page of HTML where a
    // script was expected.
    app.get(/^\/(?!api(?:\/|$))(?:.*\/)?[^/.]*$/, (req, res, next) => {
      req.url = '/index.html';
      shellFiles(req, res, next);
    });
    app.get(/^\/(?!api(?:\/|$))/, notFound);
  }
}
