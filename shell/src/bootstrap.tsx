import { addAppStrings, configure, createAppStore, initI18n, WebKitProvider } from '@openset/web-kit';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { shellStrings } from './i18n/strings';
import { loadAppConfig } from './remotes/appConfig';
import { registerConfiguredRemotes } from './remotes/federation';

async function start() {
  initI18n();
  addAppStrings('shell', shellStrings);
  const config = await loadAppConfig();
  registerConfiguredRemotes(config);

  const store = createAppStore();
  const router = createRouter();
  configure({
    apiBase: config.apiBase,
    onUnavailable: () => void router.navigate('/maintenance'),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <WebKitProvider store={store}>
      <RouterProvider router={router} />
    </WebKitProvider>,
  );
}

void start();
