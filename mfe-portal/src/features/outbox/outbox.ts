import type { AdherenceMark, DiaryEntryInput, FeedbackInput, OutcomeAnswersInput } from '@openset/contracts';
import { retryAfterSeconds } from '../portal/signInOutcome';

/**
 * The portal's outbox: adherence marks, diary entries (and their deletions), messages to the clinician and questionnaire answers are queued
 * here first (online or not), each with its own idempotency key, and sent in order when the
 * connection allows. An entry leaves the queue only when the server has answered it (stored,
 * or refused for good), so an entry is never lost; the key makes the server store it once even
 * when it is sent again (a page closed between the answer and the removal, two tabs sending
 * together).
 *
 * Kept in localStorage, not IndexedDB: entries are a few hundred bytes and a client makes a few
 * a day; localStorage is synchronous, so an entry is stored before the screen says "waiting to
 * send", and it needs no schema versions. Pure apart from the storage, the sender and who is
 * signed in, which are passed in (unit tested with fakes).
 *
 * Each entry names who queued it (`owner`, the client's id): on a phone shared by two
 * clients, only the signed-in client's entries are sent (under that client's session) or shown;
 * another's wait until that client signs in again.
 */

export type OutboxCall =
  | { kind: 'adherence'; body: AdherenceMark }
  | { kind: 'diary'; body: DiaryEntryInput }
  /** A stored entry deleted (its id); one already gone counts as sent. */
  | { kind: 'diaryDelete'; body: { id: string } }
  | { kind: 'feedback'; body: FeedbackInput }
  /** A questionnaire's answers (the client outcome's id): stored once per key, however often sent. */
  | { kind: 'outcome'; body: { id: string; answers: OutcomeAnswersInput } };

export type OutboxEntry = OutboxCall & {
  /** The Idempotency-Key of this entry (a UUID), the same on every attempt. */
  key: string;
  /** When it was queued (ISO). */
  queued: string;
  /**
   * Who queued it: the signed-in client's id (an entry kept before ids were has the portal
   * username, '' before owners were: the session kept from then is named the same way).
   */
  owner: string;
};

/** What a send failed with: the HTTP status (or a string when the server was never reached). */
export interface SendFailure {
  status: number | string;
  code?: string;
  message?: string;
  details?: unknown;
  /** The answer was no API envelope (a proxy's page): the API never said it refused the entry. */
  guessed?: boolean;
}

export type Sender = (entry: OutboxEntry) => Promise<void>;

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const OUTBOX_STORAGE_KEY = 'openset.portal.outbox';

/**
 * What to do after a failed send. A 4xx that no retry can change (the body refused, the set no
 * longer there, the key reused with another body) drops the entry; the server never saw it
 * stored. A connection failure, a 5xx, 401 (signed out: sent after the next sign-in), 408 and
 * 429 (try later) keep it, and stop the round: later entries would fail the same way. So does
 * 403: a client may always write their own entries, so it can only be this page's session (a
 * CSRF token replaced by a sign-in in another tab), which the next session mends. A 409 whose
 * key is "still being answered" (oncePerKey of server-kit: a first attempt still running) is
 * tried later too; its other 409 (the key used for a different request) stays refused. Only
 * the API's own refusal drops an entry: a 4xx page of a proxy in between (a 404 while a
 * deploy moves the gateway, a captive portal's page) says nothing of the entry, which is kept.
 */
export function afterFailure(failure: SendFailure): 'drop' | 'keep' {
  const { status } = failure;
  if (typeof status !== 'number' || failure.guessed) return 'keep';
  if (status === 401 || status === 403 || status === 408 || status === 429) return 'keep';
  // The server names this case by its message only (no catalogue key).
  if (status === 409 && failure.code === 'ERROPERATION' && /still being answered/i.test(failure.message ?? '')) return 'keep';
  return status >= 400 && status < 500 ? 'drop' : 'keep';
}

/** The first wait before the outbox tries again by itself, doubled after each failed round up to the last. */
const RETRY_FIRST_MS = 5_000;
const RETRY_LAST_MS = 5 * 60_000;

/**
 * How long to wait before trying again by itself after a round stopped on `failure`, the
 * `failedRounds`-th in a row (0 for the first): the server's own wait for a 429, else 5 s
 * doubling up to 5 min, each drawn from its upper half so that the phones an outage kept
 * waiting do not all come back in the same second. Null for a 401: the entries wait for the
 * client's next sign-in, which sends them.
 */
export function retryDelayMs(failure: SendFailure, failedRounds: number, random: () => number = Math.random): number | null {
  if (failure.status === 401) return null;
  if (failure.status === 429 && !failure.guessed) return retryAfterSeconds(failure.details) * 1000;
  const ceiling = Math.min(RETRY_FIRST_MS * 2 ** failedRounds, RETRY_LAST_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function isEntry(value: unknown): value is Omit<OutboxEntry, 'owner'> & { owner?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<OutboxEntry>;
  const kinds: unknown[] = ['adherence', 'diary', 'diaryDelete', 'feedback', 'outcome'];
  return kinds.includes(entry.kind) && typeof entry.key === 'string' && typeof entry.body === 'object';
}

/**
 * The entries of `owner` (the signed-in client's id), oldest first: the only ones
 * this page may send, under that client's session, and show. Nobody signed in: none.
 */
export function entriesOf(entries: readonly OutboxEntry[], owner: string | null): OutboxEntry[] {
  return owner === null ? [] : entries.filter((entry) => entry.owner === owner);
}

export interface FlushResult {
  sent: OutboxEntry[];
  dropped: OutboxEntry[];
  /** The round stopped on a failure that may pass; what is left waits for the next one. */
  stopped: boolean;
  /** The failure it stopped on. */
  failure?: SendFailure;
}

export class Outbox {
  private running: Promise<FlushResult> | null = null;
  private again = false;
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly OutboxEntry[];

  /**
   * `owner` says who is signed in now (the client's id), or null: read again before each
   * send, so a round stops sending as soon as that client leaves.
   */
  constructor(
    private readonly storage: OutboxStorage,
    private readonly makeKey: () => string,
    private readonly owner: () => string | null,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.snapshot = this.read();
  }

  /** Every entry waiting, whoever queued it, oldest first (the same array until the queue changes: a store for useSyncExternalStore). */
  entries(): readonly OutboxEntry[] {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Queues a call of the signed-in client with a new key; it is stored before this returns. Null
   * when the storage would not keep it (full, or blocked as in Safari's private browsing):
   * nothing changed, and the screen must not claim it is kept.
   */
  add(call: OutboxCall): OutboxEntry | null {
    const owner = this.owner();
    if (owner === null) throw new Error('Nobody is signed in to queue this for');
    const entry = { ...call, key: this.makeKey(), queued: this.now().toISOString(), owner } as OutboxEntry;
    try {
      this.write([...this.read(), entry]);
    } catch {
      // Only the storage throws here, and write() changes nothing before it has kept the queue.
      return null;
    }
    return entry;
  }

  /**
   * Sends what waits, in order, one at a time. A call while a round runs gets that round's
   * result and one more round after it, so an entry added meanwhile is not left behind and no
   * entry is ever in flight twice from this page.
   */
  flush(send: Sender): Promise<FlushResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const round = async (): Promise<FlushResult> => {
      const total: FlushResult = { sent: [], dropped: [], stopped: false };
      do {
        this.again = false;
        const result = await this.round(send);
        total.sent.push(...result.sent);
        total.dropped.push(...result.dropped);
        total.stopped = result.stopped;
        total.failure = result.failure;
      } while (this.again && !total.stopped);
      return total;
    };
    this.running = round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Reads the queue again (another tab changed it: the storage event). */
  reload(): void {
    this.snapshot = this.read();
    this.emit();
  }

  private async round(send: Sender): Promise<FlushResult> {
    const result: FlushResult = { sent: [], dropped: [], stopped: false };
    // Entries are read again before each send: another tab may have sent some, and the client
    // may have signed out.
    const next = () => entriesOf(this.read(), this.owner())[0];
    for (let entry = next(); entry; entry = next()) {
      try {
        await send(entry);
        result.sent.push(entry);
      } catch (error) {
        if (afterFailure(error as SendFailure) === 'keep') {
          return { ...result, stopped: true, failure: error as SendFailure };
        }
        result.dropped.push(entry);
      }
      this.remove(entry.key);
    }
    return result;
  }

  private remove(key: string): void {
    this.write(this.read().filter((entry) => entry.key !== key));
  }

  private read(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
      // An entry kept before entries had owners belongs to '' (a session kept from then).
      return Array.isArray(parsed) ? parsed.filter(isEntry).map((entry) => ({ ...entry, owner: typeof entry.owner === 'string' ? entry.owner : '' }) as OutboxEntry) : [];
    } catch {
      return [];
    }
  }

  private write(entries: OutboxEntry[]): void {
    this.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    this.snapshot = entries;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
