import { IDEMPOTENCY_HEADER, portalOutcomeRoutes, portalRoutes } from '@openset/contracts';
import { callRoute, isApiError, newUuid } from '@openset/web-kit';
import { useMemo, useSyncExternalStore } from 'react';
import { portalSession, portalSessionEnded, reloadPortalSession, usePortalSession } from '../portal/portalSession';
import { entriesOf, Outbox, OUTBOX_STORAGE_KEY, retryDelayMs, type FlushResult, type OutboxEntry } from './outbox';

/** The page's one outbox, in localStorage (see outbox.ts for why), for the signed-in client. */
export const portalOutbox = new Outbox(localStorage, newUuid, () => portalSession()?.clientId ?? null);

/** Sends one entry with its own key; a failure rejects with the ApiError (status, code). */
async function send(entry: OutboxEntry): Promise<void> {
  const session = portalSession();
  // Signed out, or another client's entry: kept for its owner's next sign-in (afterFailure keeps a 401).
  if (!session || session.clientId !== entry.owner) throw { status: 401, code: 'ERRAUTH' };
  const options = { csrfToken: session.csrfToken, headers: { [IDEMPOTENCY_HEADER]: entry.key }, background: true };
  try {
    if (entry.kind === 'adherence') await callRoute<typeof portalRoutes.adherenceMark>(portalRoutes.adherenceMark, { body: entry.body }, options);
    else if (entry.kind === 'diary') await callRoute<typeof portalRoutes.diaryAdd>(portalRoutes.diaryAdd, { body: entry.body }, options);
    else if (entry.kind === 'diaryDelete') await deleteDiary(entry.body.id, options);
    else if (entry.kind === 'outcome') await callRoute<typeof portalOutcomeRoutes.submit>(portalOutcomeRoutes.submit, { params: { id: entry.body.id }, body: entry.body.answers }, options);
    else await callRoute<typeof portalRoutes.feedback>(portalRoutes.feedback, { body: entry.body }, options);
  } catch (error) {
    const { status } = error as { status?: unknown };
    if (status === 401) portalSessionEnded(session);
    // A CSRF token another tab's sign-in replaced (its storage event missed, as by a frozen
    // page): the kept session has the new one. The entry is kept (afterFailure) for the next round.
    if (status === 403) reloadPortalSession();
    throw error;
  }
}

/** A deletion the API answers "not found" was done already (by another tab, or an answer lost on the way). */
async function deleteDiary(id: string, options: Parameters<typeof callRoute>[2]): Promise<void> {
  try {
    await callRoute<typeof portalRoutes.diaryDelete>(portalRoutes.diaryDelete, { params: { id } }, options);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404 || error.code !== 'ERRNOTFOUND' || error.guessed) throw error;
  }
}

const done = new Set<(result: FlushResult) => void>();

/**
 * Sends what waits (on load, on the online event, after each new entry and each sign-in, and by
 * itself a while after a failure that may pass); `onFlushed` listeners hear what went.
 */
export function flushOutbox(): Promise<FlushResult> {
  return portalOutbox.flush(send).then((result) => {
    retryLater(result);
    for (const listener of done) listener(result);
    return result;
  });
}

let retry: { timer: ReturnType<typeof setTimeout>; after: FlushResult } | null = null;
let failedRounds = 0;

/**
 * After a round stopped on a failure that may pass (the server busy or being deployed, a
 * proxy's page), tries again by itself (retryDelayMs): the phone is online, so no online event
 * will come, and the client should not have to reload. Offline, the online event sends them.
 * Calls that joined one round hear the same result: it is planned once.
 */
function retryLater(result: FlushResult): void {
  if (retry?.after === result) return;
  if (retry) clearTimeout(retry.timer);
  retry = null;
  if (!result.stopped) {
    failedRounds = 0;
    return;
  }
  const delay = result.failure && navigator.onLine ? retryDelayMs(result.failure, failedRounds) : null;
  if (delay === null) return;
  failedRounds++;
  retry = { timer: setTimeout(() => void flushOutbox(), delay), after: result };
}

export function onOutboxFlushed(listener: (result: FlushResult) => void): () => void {
  done.add(listener);
  return () => done.delete(listener);
}

let started = false;
/** Once per page: send on load, when the connection returns, and follow other tabs' changes. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_STORAGE_KEY) portalOutbox.reload();
  });
  void flushOutbox();
}

/**
 * Queues an entry and sends what waits; answers the entry as kept. Null when the phone's storage
 * would not keep it (full, or blocked as in private browsing): the screen then says so instead
 * of showing it as kept.
 */
export function queue(call: Parameters<Outbox['add']>[0]): OutboxEntry | null {
  const entry = portalOutbox.add(call);
  if (entry) void flushOutbox();
  return entry;
}

/**
 * "Sign out" of `owner`: what is still waiting is sent first when the connection allows (for at
 * most `wait` ms). What is left stays for that client's next sign-in on this phone (nobody else
 * sends it or sees it on the screen): an entry made offline is not lost by signing out.
 */
export async function settleOutboxOf(owner: string, wait = 5000): Promise<void> {
  if (!navigator.onLine || waitingOf(owner).length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([flushOutbox().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, wait)))]);
  clearTimeout(timer);
}

/** The entries of `owner` waiting on this phone, oldest first. */
export const waitingOf = (owner: string): readonly OutboxEntry[] => entriesOf(portalOutbox.entries(), owner);

/** The signed-in client's entries waiting, oldest first (another client's are neither sent nor shown). */
export function useOutboxEntries(): readonly OutboxEntry[] {
  const all = useSyncExternalStore(
    (listener) => portalOutbox.subscribe(listener),
    () => portalOutbox.entries(),
  );
  const owner = usePortalSession()?.clientId ?? null;
  return useMemo(() => entriesOf(all, owner), [all, owner]);
}
