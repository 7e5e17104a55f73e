// What a Chromium page receives, read from the DevTools protocol: Playwright's own request
// events do not say whether an answer came from the cache or how many bytes crossed the wire.

/**
 * Records every request of `page` from now on. `take()` answers what was recorded since the
 * last `take()` and starts a new window.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
export async function recordTraffic(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, {url: string, type: string, status?: number, wireStatus?: number, fromCache: boolean, fromServiceWorker?: boolean, bytes: number, encoding?: string, failed?: string}>} */
  let requests = new Map();
  const entry = (id) => requests.get(id);
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (request.url.startsWith('data:')) return;
    // A redirect reuses the id: the last hop is the one that counts.
    requests.set(requestId, { url: request.url, type: type ?? 'Other', fromCache: false, bytes: 0 });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const r = entry(requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const r = entry(requestId);
    if (!r) return;
    r.status = response.status;
    r.type = type ?? r.type;
    r.fromCache ||= Boolean(response.fromDiskCache || response.fromMemoryCache);
    // Answered by the page's service worker (the portal's): nothing crossed the wire for the
    // page; what the worker itself fetched is in its own target, which this session does not see.
    r.fromServiceWorker = Boolean(response.fromServiceWorker);
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = headers['content-encoding'];
  });
  // Chromium reports a revalidated answer (304) with the cached status (200): the status as
  // received on the wire is only in the extra info.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const r = entry(requestId);
    if (r) r.wireStatus = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = entry(requestId);
    if (r) Object.assign(r, { bytes: r.fromCache ? 0 : encodedDataLength, done: true });
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText, canceled }) => {
    const r = entry(requestId);
    if (r) Object.assign(r, { done: true, failed: canceled ? undefined : errorText });
  });
  const busy = () => [...requests.values()].some((r) => !r.done);
  return {
    /** Resolves once no request has been under way for `quietMs` (the screen stopped loading). */
    async settle(quietMs = 500, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (busy()) quietSince = Date.now();
      }
    },
    /** What finished since the last `take()`; requests still under way count in the next window. */
    take() {
      const taken = [...requests.values()].filter((r) => r.done);
      requests = new Map([...requests].filter(([, r]) => !r.done));
      return taken;
    },
  };
}

/** Totals of one window of traffic: bytes over the wire by kind, requests, downloads of JS. */
export function summarise(requests) {
  const sum = (kind) => requests.filter((r) => r.type === kind).reduce((total, r) => total + r.bytes, 0);
  const network = requests.filter((r) => !r.fromCache && !r.fromServiceWorker).map((r) => ({ ...r, status: r.wireStatus ?? r.status }));
  return {
    js: sum('Script'),
    css: sum('Stylesheet'),
    requests: requests.length,
    network: network.length,
    // A script sent again in full (200 over the network); a 304 is only a revalidation.
    jsDownloads: network.filter((r) => r.type === 'Script' && r.status === 200).map((r) => r.url),
    revalidated: network.filter((r) => r.status === 304).map((r) => r.url),
    failed: requests.filter((r) => r.failed || (r.status ?? 0) >= 400).map((r) => `${r.url} (${r.failed ?? r.status})`),
    uncompressed: network.filter((r) => ['Script', 'Stylesheet'].includes(r.type) && r.status === 200 && !r.encoding).map((r) => r.url),
    fromServiceWorker: requests.filter((r) => r.fromServiceWorker).map((r) => r.url),
  };
}
