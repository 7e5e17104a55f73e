import { configure } from '@openset/web-kit/signed-out';
import { loadAppConfig } from './remotes/appConfig';
import { askSession } from './session/askSession';
import { startLocation } from './signin/location';

// Shared modules are negotiated asynchronously: React and everything drawn start in bootstrap.
// The two requests the first screen waits for (the configuration, then the session) start here,
// while those download. Nothing imported here is a shared module.
const where = startLocation(window.location);
const config = loadAppConfig().then((loaded) => {
  configure({ apiBase: loaded.apiBase });
  if (where.kind === 'signIn' || (where.kind === 'app' && where.asksSession)) void askSession();
  return loaded;
});
void import('./bootstrap').then(({ start }) => start(where, config));
