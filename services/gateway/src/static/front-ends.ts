import { API_BASE_PATH } from '@openset/contracts';
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayConfig } from '../gateway.config.js';

export const REMOTES = ['designer', 'clients', 'outcomes', 'manager', 'portal'] as const;

/**
 * Serves the built shell at / (with a fallback to index.html for client-side routes) and each
 * remote's build under /remotes/<name>/. Hashed assets are cached for a year; index.html and the
 * manifests are revalidated so a new deployment is picked up at once.
 */
export function serveFrontEnds(app: Express): void {
  app.get('/app-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ apiBase: API_BASE_PATH, remotes: Object.fromEntries(REMOTES.map((name) => [name, gatewayConfig.remoteUrl(name)])) });
  });
  const noCacheFor = (path: string) => /(index\.html|mf-manifest\.json|remoteEntry\.js)$/.test(path);
  const staticOptions = {
    index: false,
    maxAge: '365d',
    setHeaders: (res: express.Response, path: string) => {
      if (noCacheFor(path)) res.setHeader('Cache-Control', 'no-cache');
    },
  };
  for (const name of REMOTES) {
    const dir = join(gatewayConfig.staticRoot, `mfe-${name}`, 'dist');
    if (existsSync(dir)) {
      app.use(`/remotes/${name}`, express.static(dir, staticOptions));
    }
  }
  const shellDir = join(gatewayConfig.staticRoot, 'shell', 'dist');
  if (existsSync(shellDir)) {
    app.use(express.static(shellDir, staticOptions));
    app.get(/^\/(?!api\/|api$|remotes\/).*/, (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.sendFile(join(shellDir, 'index.html'));
    });
  }
}
