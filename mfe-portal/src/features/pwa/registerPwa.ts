/** Set by rspack: where this remote's files are served (`/remotes/portal/` in one-origin deployments). */
declare const __webpack_public_path__: string;

const SCOPE = '/portal';
/** The portal's own files (scripts, styles, config, icons). */
const FILES = /\.(?:js|css|json|svg|png)$/;
/** The client's reads (sets, marks, diary entries, messages) and the exercises' pictures: what the worker keeps until sign-out (sw.js). */
const READS_AND_PICTURES = /^\/api\/portal\/(?:sets|adherence|diaries|feedback|resources\/[^/]+\/(?:file|poster))$/;

/**
 * What this page loaded without the service worker seeing it (`workerStart` is 0 when no worker
 * controlled the page): on the very first visit, everything until the worker took control.
 * Videos are left out (large, and fetched in ranges).
 */
function missedByWorker(entries: PerformanceEntryList): string[] {
  return entries
    .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.workerStart === 0)
    .filter((entry) => {
      const url = new URL(entry.name);
      if (url.origin !== window.location.origin) return false;
      return FILES.test(url.pathname) || (READS_AND_PICTURES.test(url.pathname) && entry.initiatorType !== 'video');
    })
    .map((entry) => entry.name);
}

/**
 * Makes the portal installable and usable offline: the web app manifest, and the service worker
 * (`sw.js` of this remote's build, served with `Service-Worker-Allowed: /portal`), scoped to the
 * portal. The worker is told what the page loaded before it controlled the page (the shell's and
 * the remote's scripts, and on a first visit the reads and pictures already shown), so that the
 * next start works without a connection, even right after the first sign-in.
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
  navigator.serviceWorker
    .register(new URL('sw.js', base).href, { scope: SCOPE })
    .then(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker) return;
      worker.postMessage({ type: 'cache', urls: [window.location.pathname] });
      // Buffered: what loaded before now, then what finishes later but began before the worker
      // took over (a picture still loading then).
      new PerformanceObserver((list) => {
        const urls = missedByWorker(list.getEntries());
        if (urls.length > 0) worker.postMessage({ type: 'cache', urls });
      }).observe({ type: 'resource', buffered: true });
    })
    .catch(() => undefined);
}

/** Signing out removes the cached reads and pictures from the phone. */
export function forgetCachedReads(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'signedOut' });
}
