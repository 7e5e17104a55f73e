/** Set by rspack: where this remote's files are served (`/remotes/portal/` in one-origin deployments). */
declare const __webpack_public_path__: string;

const SCOPE = '/portal';

/**
 * Makes the portal installable and usable offline: the web app manifest, and the service worker
 * (`sw.js` of this remote's build, served with `Service-Worker-Allowed: /portal`), scoped to the
 * portal. Once it controls the page, it is told which files this page loaded (the shell's and
 * the remote's hashed scripts), so the next start works without a connection.
 */
export function registerPwa(): void {
  const base = new URL(__webpack_public_path__, window.location.href);
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = new URL('manifest.webmanifest', base).href;
    document.head.append(link);
  }
  // A service worker needs a secure origin and the same origin as the page.
  if (!('serviceWorker' in navigator) || base.origin !== window.location.origin) return;
  const loaded = () =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(window.location.origin) && /\.(?:js|css|json|svg|png)$/.test(new URL(url).pathname));
  navigator.serviceWorker
    .register(new URL('sw.js', base).href, { scope: SCOPE })
    .then(async () => {
      const ready = await navigator.serviceWorker.ready;
      ready.active?.postMessage({ type: 'cache', urls: [...loaded(), window.location.pathname] });
    })
    .catch(() => undefined);
}

/** Signing out removes the cached sets from the phone. */
export function forgetCachedSets(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'signedOut' });
}
