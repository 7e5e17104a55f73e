import type { SignedIn } from '@openset/contracts/plain';
import { createRoot, type Root } from 'react-dom/client';
import type { preloadSignedInScreens, startApp as appStart } from './app/startApp';
import type { AppConfig } from './remotes/appConfig';
import { askSession } from './session/askSession';
import type { StartLocation } from './signin/location';
import { sessionOf, welcomeFlash } from './signin/signedIn';
import { SignedOutApp } from './signin/SignedOutApp';

// The start-up. A signed-out visitor on the sign-in page gets only this chunk, React and the
// sign-in page: no MUI, store, router, i18next or zod. The app (./app/startApp: all of those
// and the remotes) is a chunk of its own, loaded for everybody else, and for the visitor once
// they start using the form, so that it is there when they press "Sign in".

type App = { startApp: typeof appStart; preloadSignedInScreens: typeof preloadSignedInScreens };
let app: Promise<App> | undefined;
const loadApp = (): Promise<App> => (app ??= import('./app/startApp'));

/** The first key press, click, touch or pointer movement on the sign-in page fetches the app and the screens after sign-in. */
function loadAppOnFirstUse(): void {
  const events = ['keydown', 'input', 'pointerdown', 'pointermove', 'touchstart'] as const;
  const load = () => {
    for (const name of events) document.removeEventListener(name, load, true);
    loadApp()
      .then((loaded) => loaded.preloadSignedInScreens())
      .catch(() => undefined);
  };
  for (const name of events) document.addEventListener(name, load, { capture: true, passive: true });
}

async function signedIn(root: Root, config: AppConfig, answer: SignedIn, redirect: string): Promise<void> {
  try {
    const { startApp } = await loadApp();
    window.history.replaceState(null, '', redirect);
    startApp({ root, config, session: sessionOf(answer), welcome: welcomeFlash(answer) });
  } catch {
    // The app did not load, but the session is open: a full load of the target starts it.
    window.location.assign(redirect);
  }
}

/** Called by index.ts with where the page opened and the configuration it is loading. */
export async function start(where: StartLocation, loading: Promise<AppConfig>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const config = await loading;

  if (where.kind === 'app') {
    // The session check (asked by index.ts) and the app's download run side by side;
    // SessionGate takes the answer.
    (await loadApp()).startApp({ root, config });
    return;
  }
  if (where.kind === 'reset' || where.kind === 'invite' || where.kind === 'confirm') {
    // The e-mail's link (a reset, a staff invitation): whoever holds a session or not sets the
    // password; then the sign-in page.
    loadAppOnFirstUse();
    root.render(<SignedOutApp start={where} onSignedIn={(answer) => signedIn(root, config, answer, '/')} />);
    return;
  }
  const session = await askSession();
  if (session.authenticated) {
    (await loadApp()).startApp({ root, config, session });
    return;
  }
  if (where.replaceWith) window.history.replaceState(null, '', where.replaceWith);
  loadAppOnFirstUse();
  root.render(<SignedOutApp start={where} onSignedIn={(answer) => signedIn(root, config, answer, where.redirect)} />);
}
