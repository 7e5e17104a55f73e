// The client portal's service worker, scoped to /portal (registered by
// src/features/pwa/registerPwa.ts; the gateway serves it with `Service-Worker-Allowed: /portal`
// and no-cache). It keeps the portal's files, the last GET /api/portal/sets answer and the
// images its exercises showed, so a phone opens the portal and its last sets, pictures included,
// without a connection. Videos are not kept (large, and fetched in ranges). Writes are not its
// job: the page's outbox queues them and sends each once (Idempotency-Key) when the connection
// returns.
const FILES = 'openset-portal-files-v1';
const DATA = 'openset-portal-data-v1';
const SETS = '/api/portal/sets';
// An exercise's image or a video's poster, at the width asked for.
const SET_FILES = /^\/api\/portal\/resources\/[^/]+\/(?:file|poster)$/;
// Content-hashed files never change under their name: taken from the cache first.
const HASHED = /\.[0-9a-f]{8}\.(?:js|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(FILES)
      .then((cache) => Promise.allSettled(['/portal', '/app-config.json'].map((url) => cache.add(url))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== FILES && name !== DATA).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'cache' && Array.isArray(message.urls)) {
    // What the page loaded before this worker controlled it (registerPwa.ts).
    event.waitUntil(Promise.allSettled(message.urls.map(keep)));
  } else if (message.type === 'signedOut') {
    event.waitUntil(caches.delete(DATA));
  }
});

/**
 * Fetches and keeps one address the page loaded without this worker: the sets and their pictures
 * with the sets (a failed answer, such as after sign-out, keeps nothing), the portal's files with
 * the files, no other answer of the API.
 */
async function keep(address) {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === SETS) return fetchInto(DATA, url.href, SETS);
  if (SET_FILES.test(url.pathname)) return fetchInto(DATA, url.href);
  if (url.pathname.startsWith('/api/')) return;
  return fetchInto(FILES, url.href);
}

async function fetchInto(cacheName, address, key) {
  const response = await fetch(address);
  if (response.ok) await (await caches.open(cacheName)).put(key || address, response);
}

/** The network's answer (kept when it is good), else the cached copy. */
async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key || request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key || request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(FILES);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === SETS) {
    event.respondWith(networkFirst(request, DATA, SETS));
    return;
  }
  if (SET_FILES.test(url.pathname) && request.destination === 'image') {
    // Kept with the sets (one cache, emptied at sign-out).
    event.respondWith(networkFirst(request, DATA));
    return;
  }
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Every portal address is the same page (the shell's index.html).
    event.respondWith(networkFirst(request, FILES, '/portal'));
    return;
  }
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request, FILES));
});
