// The client portal's service worker, scoped to /portal (registered by
// src/features/pwa/registerPwa.ts; the gateway serves it with `Service-Worker-Allowed: /portal`
// and no-cache). It keeps the portal's files, the client's last reads (sets, marks, diary
// entries, messages, questionnaires due and each one opened: each GET /api/portal/... answer under its address) and the images the
// exercises showed, so a phone opens the portal as last seen, pictures included, without a
// connection. Videos are not kept (large, and fetched in ranges). Writes are not its
// job: the page's outbox queues them and sends each once (Idempotency-Key) when the connection
// returns.
const FILES = 'openset-portal-files-v1';
const DATA = 'openset-portal-data-v1';
// What the client reads: their sets, the days marked done, diary entries and the conversation.
const READS = /^\/api\/portal\/(?:sets|adherence|diaries|feedback|outcomes(?:\/[^/]+)?)$/;
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
 * Where an answer of this origin is kept: the client's reads and their pictures together (one
 * cache, emptied at sign-out), no other answer of the API, the portal's files with the files.
 */
function keptIn(url) {
  // Each read under its own path and query (`?skip=0&limit=100`, a range of days, a page of messages).
  if (READS.test(url.pathname)) return { cacheName: DATA, key: url.pathname + url.search };
  if (SET_FILES.test(url.pathname)) return { cacheName: DATA };
  if (url.pathname.startsWith('/api/')) return null;
  return { cacheName: FILES };
}

/** Fetches and keeps one address the page loaded without this worker (a failed answer, such as after sign-out, keeps nothing). */
async function keep(address) {
  const url = new URL(address, self.location.origin);
  const place = url.origin === self.location.origin ? keptIn(url) : null;
  if (place) await fetchAndKeep(url.href, place.cacheName, place.key);
}

/** The network's answer, kept when it is good. */
async function fetchAndKeep(request, cacheName, key) {
  const response = await fetch(request);
  if (response.ok) await (await caches.open(cacheName)).put(key || request, response.clone());
  return response;
}

/** The network's answer (kept when it is good), else the cached copy. */
async function networkFirst(request, cacheName, key) {
  try {
    return await fetchAndKeep(request, cacheName, key);
  } catch (error) {
    const cached = await (await caches.open(cacheName)).match(key || request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  return (await caches.match(request)) || fetchAndKeep(request, FILES);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const place = keptIn(url);
  if (place && place.cacheName === DATA) {
    // The reads, and the pictures the sets show (not videos: large, and fetched in ranges).
    if (READS.test(url.pathname) || request.destination === 'image') event.respondWith(networkFirst(request, place.cacheName, place.key));
    return;
  }
  if (!place) return;
  if (request.mode === 'navigate') {
    // Every portal address is the same page (the shell's index.html).
    event.respondWith(networkFirst(request, FILES, '/portal'));
    return;
  }
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request, FILES));
});
