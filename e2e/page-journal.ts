import type { Page, Request } from 'playwright-core';

/**
 * What a page went through before a wait failed, for the failure message: the flashes and alerts
 * it showed (a flash is gone after a few seconds, long before a 20 s wait gives up) and its API
 * calls that failed or were slow. A failure in CI then says whether the click was lost, the save
 * failed, or the server was slow, without a trace to replay.
 */

const SLOW_CALL_MS = 2_000;
const KEPT = 12;

const calls = new WeakMap<Page, string[]>();
const addresses = new WeakMap<Page, string[]>();

function keep(list: string[], line: string): void {
  list.push(line);
  if (list.length > KEPT) list.shift();
}

/** Records, in the page, every text shown in an alert or status region (flashes, errors). */
function recordMessagesInPage(kept: number): void {
  const seen: string[] = [];
  (window as unknown as { openSetMessagesSeen: string[] }).openSetMessagesSeen = seen;
  const started = performance.now();
  const note = (element: Element) => {
    const text = (element as HTMLElement).innerText?.trim();
    if (!text || seen.at(-1)?.endsWith(` ${text}`)) return;
    seen.push(`${Math.round(performance.now() - started)} ms ${text}`);
    if (seen.length > kept) seen.shift();
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      const target = change.target instanceof Element ? change.target : change.target.parentElement;
      const region = target?.closest('[role="alert"], [role="status"]');
      if (region) note(region);
      for (const node of change.addedNodes) {
        if (node instanceof Element) node.querySelectorAll('[role="alert"], [role="status"]').forEach(note);
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Starts the journal of a page: call before its first navigation. */
export async function startJournal(page: Page): Promise<void> {
  const list: string[] = [];
  calls.set(page, list);
  /** "GET /api/..." for a call to the API, else null. */
  const apiCall = (request: Request) => {
    const path = new URL(request.url()).pathname;
    return path.startsWith('/api/') ? `${request.method()} ${path}` : null;
  };
  // On the answer's headers, not at 'requestfinished': that waits for a body nobody may read.
  page.on('response', (response) => {
    const call = apiCall(response.request());
    const took = Math.round(response.request().timing().responseStart);
    if (call && (response.status() >= 400 || took > SLOW_CALL_MS)) keep(list, `${call} ${response.status()} after ${took} ms`);
  });
  page.on('requestfailed', (request) => {
    const call = apiCall(request);
    if (call) keep(list, `${call} failed: ${request.failure()?.errorText ?? 'unknown'}`);
  });
  // The addresses the page went through (pushState and replaceState included), so a failed wait
  // for an address says whether the click moved nowhere or moved and was sent back.
  const visited: string[] = [];
  addresses.set(page, visited);
  const started = Date.now();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    keep(visited, `${Date.now() - started} ms ${url.pathname}${url.search}`);
  });
  await page.addInitScript(recordMessagesInPage, KEPT);
}

/** The journal's lines for a failure message. */
export async function journalOf(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => (window as unknown as { openSetMessagesSeen?: string[] }).openSetMessagesSeen ?? []).catch(() => []);
  return [
    `messages seen since the page loaded: ${JSON.stringify(seen)}`,
    `addresses: ${JSON.stringify(addresses.get(page) ?? [])}`,
    `API calls failed or over ${SLOW_CALL_MS} ms: ${JSON.stringify(calls.get(page) ?? [])}`,
  ];
}
