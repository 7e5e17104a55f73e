import { rspack } from '@rspack/core';
import { appConfig } from '../libs/web-kit/build/rspack-app.mjs';

const portal = appConfig({
  dir: import.meta.dirname,
  name: 'mfe_portal',
  exposes: { './Routes': './src/Routes.tsx' },
  port: 4205,
  title: 'OpenSet portal (dev)',
});

// The service worker, the web app manifest and its icons keep their names (public/): the
// worker's URL and the manifest's are what the browser remembers.
export default (env) => {
  const config = portal(env);
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
  return config;
};
