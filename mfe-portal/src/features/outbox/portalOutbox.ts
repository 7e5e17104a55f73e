import { IDEMPOTENCY_HEADER, portalRoutes } from '@openset/contracts';
import { callRoute, newUuid } from '@openset/web-kit';
import { useSyncExternalStore } from 'react';
import { portalSession, portalSignedOut } from '../portal/portalSession';
import { Outbox, OUTBOX_STORAGE_KEY, type FlushResult, type OutboxEntry } from './outbox';

/** The page's one outbox, in localStorage (see outbox.ts for why). */
export const portalOutbox = new Outbox(localStorage, newUuid);

/** Sends one entry with its own key; a failure rejects with the ApiError (status, code). */
async function send(entry: OutboxEntry): Promise<void> {
  const session = portalSession();
  // Signed out: kept for the next sign-in (afterFailure keeps a 401).
  if (!session) throw { status: 401, code: 'ERRAUTH' };
  const options = { csrfToken: session.csrfToken, headers: { [IDEMPOTENCY_HEADER]: entry.key }, background: true };
  try {
    if (entry.kind === 'adherence') await callRoute<typeof portalRoutes.adherenceMark>(portalRoutes.adherenceMark, { body: entry.body }, options);
    else await callRoute<typeof portalRoutes.diaryAdd>(portalRoutes.diaryAdd, { body: entry.body }, options);
  } catch (error) {
    if ((error as { status?: unknown }).status === 401) portalSignedOut();
    throw error;
  }
}

const done = new Set<(result: FlushResult) => void>();

/** Sends what waits (on load, on the online event, after each new entry); `onFlushed` listeners hear what went. */
export function flushOutbox(): Promise<FlushResult> {
  return portalOutbox.flush(send).then((result) => {
    for (const listener of done) listener(result);
    return result;
  });
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

export function queue(entry: Parameters<Outbox['add']>[0]): void {
  portalOutbox.add(entry);
  void flushOutbox();
}

export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(
    (listener) => portalOutbox.subscribe(listener),
    () => portalOutbox.entries(),
  );
}
