import type { BootstrapResponse } from '@openset/contracts';
import { addAppStrings, configure, createAppStore, flashAdded, initI18n, WebKitProvider } from '@openset/web-kit';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { shellStrings } from '../i18n/strings';
import type { AppConfig } from '../remotes/appConfig';
import { registerConfiguredRemotes } from '../remotes/federation';
import { sessionFromAnswer } from '../session/sessionAnswer';
import type { FlashNote } from '../signin/signedIn';
import { createRouter } from './router';

export { preloadSignedInScreens } from './router';

export interface AppStart {
  /** The page's React root: the app replaces whatever the start-up drew there. */
  root: Root;
  config: AppConfig;
  /** The session when the start-up knows it (asked, or just signed in); else SessionGate asks. */
  session?: BootstrapResponse;
  /** A flash to show first (the welcome after sign-in). */
  welcome?: FlashNote | null;
}

/**
 * The app: store, router, i18next, MUI, the remotes. The start-up (`../bootstrap.tsx`) loads
 * this chunk and calls it for a visitor with a session, for every page but sign-in, and after a
 * sign-in.
 */
export function startApp({ root, config, session, welcome }: AppStart): void {
  initI18n();
  addAppStrings('shell', shellStrings);
  registerConfiguredRemotes(config);

  const store = createAppStore();
  const router = createRouter();
  configure({
    apiBase: config.apiBase,
    onUnavailable: () => void router.navigate('/maintenance'),
  });
  if (session) store.dispatch(sessionFromAnswer(session));
  if (welcome) store.dispatch(flashAdded(welcome.severity, welcome.key, welcome.values));

  root.render(
    <WebKitProvider store={store}>
      <RouterProvider router={router} />
    </WebKitProvider>,
  );
}
