import { describe, expect, it } from '@jest/globals';
import { afterFailure, entriesOf, Outbox, OUTBOX_STORAGE_KEY, retryDelayMs, type OutboxEntry, type OutboxStorage } from './outbox';

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function keys(): () => string {
  let n = 0;
  return () => `key-${String(++n).padStart(4, '0')}`;
}

const pain = (value: number) => ({ kind: 'diary' as const, body: { type: 'pain' as const, value, date: '2026-12-05' } });
const mark = { kind: 'adherence' as const, body: { setId: 'set1', exerciseKey: 'ex1', date: '2026-12-05', done: true } };
/** Jane is signed in. */
const jane = () => 'jane.doe';

describe('Outbox', () => {
  it('queues entries in order, each with its own key, stored at once', () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, keys(), jane);
    outbox.add(pain(3));
    outbox.add(mark);
    expect(outbox.entries().map((entry) => [entry.kind, entry.key])).toEqual([
      ['diary', 'key-0001'],
      ['adherence', 'key-0002'],
    ]);
    // A new page (after a reload) finds them.
    expect(new Outbox(storage, keys(), jane).entries()).toHaveLength(2);
    expect(JSON.parse(storage.data.get(OUTBOX_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('sends each entry once, in order, and empties the queue', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    outbox.add(pain(3));
    outbox.add(mark);
    const sent: string[] = [];
    const result = await outbox.flush(async (entry) => void sent.push(entry.key));
    expect(sent).toEqual(['key-0001', 'key-0002']);
    expect(result.sent).toHaveLength(2);
    expect(outbox.entries()).toEqual([]);
    await outbox.flush(async (entry) => void sent.push(entry.key));
    expect(sent).toHaveLength(2);
  });

  it('never has an entry in flight twice when flushes overlap (online event and load together)', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    outbox.add(pain(1));
    const sent: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (entry: OutboxEntry) => {
      sent.push(entry.key);
      await gate;
    };
    const first = outbox.flush(send);
    const second = outbox.flush(send);
    outbox.add(pain(2));
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['key-0001', 'key-0002']);
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps the entry (same key) when the connection fails or the server is down, and sends it later', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    outbox.add(pain(4));
    outbox.add(pain(5));
    const offline = await outbox.flush(async () => Promise.reject({ status: 'FETCH_ERROR', code: 'ERRCONNECTION' }));
    expect(offline.stopped).toBe(true);
    await outbox.flush(async () => Promise.reject({ status: 503, code: 'ERRUNAVAILABLE' }));
    expect(outbox.entries().map((entry) => entry.key)).toEqual(['key-0001', 'key-0002']);
    const sent: string[] = [];
    await outbox.flush(async (entry) => void sent.push(entry.key));
    expect(sent).toEqual(['key-0001', 'key-0002']);
  });

  it('drops an entry the server refuses for good (4xx) and goes on with the next', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    outbox.add(pain(4));
    outbox.add(mark);
    const result = await outbox.flush(async (entry) => {
      if (entry.kind === 'diary') throw { status: 400, code: 'ERRVALIDATION' };
    });
    expect(result.dropped.map((entry) => entry.key)).toEqual(['key-0001']);
    expect(result.sent.map((entry) => entry.key)).toEqual(['key-0002']);
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps an entry answered 403 (this tab sent a stale CSRF token after a sign-in in another tab) and sends it later', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    outbox.add(pain(4));
    outbox.add(mark);
    const refusal = { status: 403, code: 'ERRPERMISSION', message: 'Missing or wrong CSRF token' };
    const stale = await outbox.flush(async () => Promise.reject(refusal));
    expect(stale).toEqual({ sent: [], dropped: [], stopped: true, failure: refusal });
    expect(outbox.entries().map((entry) => entry.key)).toEqual(['key-0001', 'key-0002']);
    const sent: string[] = [];
    await outbox.flush(async (entry) => void sent.push(entry.key));
    expect(sent).toEqual(['key-0001', 'key-0002']);
  });

  it('keeps an entry whose key is still being answered (a slow first attempt), and drops one whose key was used for another request', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    outbox.add(pain(4));
    const running = { status: 409, code: 'ERROPERATION', message: 'A request with this Idempotency-Key is still being answered; try again shortly' };
    expect((await outbox.flush(async () => Promise.reject(running))).stopped).toBe(true);
    expect(outbox.entries()).toHaveLength(1);
    const reused = { status: 409, code: 'ERROPERATION', message: 'This Idempotency-Key was used for a different request' };
    expect((await outbox.flush(async () => Promise.reject(reused))).dropped).toHaveLength(1);
    expect(outbox.entries()).toEqual([]);
  });

  it('says an entry the storage cannot keep (full, or blocked as in private browsing) was not queued, and changes nothing', () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, keys(), jane);
    outbox.add(pain(1));
    let calls = 0;
    outbox.subscribe(() => void calls++);
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(outbox.add(pain(2))).toBeNull();
    expect(outbox.entries().map((entry) => entry.key)).toEqual(['key-0001']);
    expect(calls).toBe(0);
    // Nobody signed in is a bug of the caller, not a full storage: still thrown.
    expect(() => new Outbox(memoryStorage(), keys(), () => null).add(pain(3))).toThrow();
  });

  it('tells listeners when the queue changes', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    let calls = 0;
    const stop = outbox.subscribe(() => void calls++);
    outbox.add(pain(1));
    await outbox.flush(async () => undefined);
    stop();
    outbox.add(pain(2));
    expect(calls).toBe(2);
  });

  it('ignores a damaged stored queue', () => {
    const storage = memoryStorage();
    storage.setItem(OUTBOX_STORAGE_KEY, '{not json');
    expect(new Outbox(storage, keys(), jane).entries()).toEqual([]);
    const deletion = { kind: 'diaryDelete', body: { id: 'entry-1' }, key: 'k-2', queued: '', owner: 'jane.doe' };
    storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([{ kind: 'other' }, { ...pain(1), key: 'k-1', queued: '', owner: 'jane.doe' }, deletion]));
    // A deletion made offline is kept across a reload like any entry.
    expect(new Outbox(storage, keys(), jane).entries().map((entry) => entry.kind)).toEqual(['diary', 'diaryDelete']);
  });

  it('sends only the signed-in client\'s entries on a shared phone, and the others after their owner signs in again', async () => {
    const storage = memoryStorage();
    let signedIn: string | null = 'ann';
    const outbox = new Outbox(storage, keys(), () => signedIn);
    outbox.add(pain(1));
    outbox.add(mark);
    signedIn = null;
    const sentAs: string[] = [];
    const send = async (entry: OutboxEntry) => void sentAs.push(`${entry.key} as ${String(signedIn)}`);
    // Nobody signed in: nothing goes, nothing is lost.
    expect((await outbox.flush(send)).sent).toEqual([]);
    signedIn = 'bob';
    const bobs = outbox.add(pain(7));
    expect(bobs?.owner).toBe('bob');
    await outbox.flush(send);
    expect(sentAs).toEqual(['key-0003 as bob']);
    expect(outbox.entries().map((entry) => [entry.key, entry.owner])).toEqual([
      ['key-0001', 'ann'],
      ['key-0002', 'ann'],
    ]);
    signedIn = 'ann';
    await outbox.flush(send);
    expect(sentAs).toEqual(['key-0003 as bob', 'key-0001 as ann', 'key-0002 as ann']);
    expect(outbox.entries()).toEqual([]);
  });

  it('stops a round when its client signs out, and keeps what is left for that client', async () => {
    let signedIn: string | null = 'ann';
    const outbox = new Outbox(memoryStorage(), keys(), () => signedIn);
    outbox.add(pain(1));
    outbox.add(pain(2));
    signedIn = 'bob';
    outbox.add(pain(3));
    signedIn = 'ann';
    const sent: string[] = [];
    await outbox.flush(async (entry) => {
      sent.push(entry.key);
      signedIn = null;
    });
    expect(sent).toEqual(['key-0001']);
    expect(outbox.entries().map((entry) => [entry.key, entry.owner])).toEqual([
      ['key-0002', 'ann'],
      ['key-0003', 'bob'],
    ]);
    expect(() => outbox.add(pain(4))).toThrow();
  });

  it('gives an entry kept before entries had owners to the session kept from then (no username)', () => {
    const storage = memoryStorage();
    storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([{ ...pain(1), key: 'k-1', queued: '' }]));
    expect(new Outbox(storage, keys(), jane).entries().map((entry) => entry.owner)).toEqual(['']);
  });
});

describe('entriesOf', () => {
  const entry = (key: string, owner: string): OutboxEntry => ({ ...pain(1), key, queued: '', owner });
  const queue = [entry('1', 'ann'), entry('2', 'bob'), entry('3', 'ann'), entry('4', '')];

  it("keeps the signed-in client's entries, in order", () => {
    expect(entriesOf(queue, 'ann').map((item) => item.key)).toEqual(['1', '3']);
    expect(entriesOf(queue, 'bob').map((item) => item.key)).toEqual(['2']);
    expect(entriesOf(queue, '').map((item) => item.key)).toEqual(['4']);
  });

  it('gives nothing when nobody is signed in, or to a client with nothing waiting', () => {
    expect(entriesOf(queue, null)).toEqual([]);
    expect(entriesOf(queue, 'carl')).toEqual([]);
  });
});

describe('afterFailure', () => {
  it.each([
    [{ status: 'FETCH_ERROR' }, 'keep'],
    [{ status: 500 }, 'keep'],
    [{ status: 503 }, 'keep'],
    [{ status: 401 }, 'keep'],
    [{ status: 429 }, 'keep'],
    [{ status: 400 }, 'drop'],
    // Our own entry refused only for a stale session (a CSRF token replaced by a sign-in in another tab).
    [{ status: 403, code: 'ERRPERMISSION' }, 'keep'],
    [{ status: 404 }, 'drop'],
    [{ status: 409 }, 'drop'],
    [{ status: 409, code: 'ERROPERATION', message: 'A request with this Idempotency-Key is still being answered; try again shortly' }, 'keep'],
    [{ status: 409, code: 'ERROPERATION', message: 'This Idempotency-Key was used for a different request' }, 'drop'],
    // A proxy's page, not the API's refusal: nothing says the entry is wrong.
    [{ status: 404, code: 'ERRNOTFOUND', guessed: true }, 'keep'],
    [{ status: 400, code: 'ERRVALIDATION', guessed: true }, 'keep'],
  ])('%o -> %s', (failure, expected) => {
    expect(afterFailure(failure)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  const [low, high] = [() => 0, () => 1];
  it('waits 5 s doubling to 5 min after rounds that failed, drawn from the upper half of each', () => {
    const unavailable = { status: 503, code: 'ERRUNAVAILABLE' };
    expect([0, 1, 2, 3].map((rounds) => [retryDelayMs(unavailable, rounds, low), retryDelayMs(unavailable, rounds, high)])).toEqual([
      [2_500, 5_000],
      [5_000, 10_000],
      [10_000, 20_000],
      [20_000, 40_000],
    ]);
    expect(retryDelayMs({ status: 'FETCH_ERROR' }, 20, high)).toBe(300_000);
    expect(retryDelayMs({ status: 'FETCH_ERROR' }, 20, low)).toBe(150_000);
  });

  it("waits as long as the server's rate limit says, and for the next sign-in after a 401", () => {
    expect(retryDelayMs({ status: 429, code: 'ERRRATELIMIT', details: { retryAfterSeconds: 42 } }, 0)).toBe(42_000);
    expect(retryDelayMs({ status: 401, code: 'ERRAUTH' }, 0)).toBeNull();
  });

  it('hears from a round which failure stopped it', async () => {
    const outbox = new Outbox(memoryStorage(), keys(), jane);
    outbox.add(pain(2));
    const failure = { status: 503, code: 'ERRUNAVAILABLE' };
    expect(await outbox.flush(() => Promise.reject(failure))).toMatchObject({ stopped: true, failure });
    expect(await outbox.flush(async () => undefined)).toMatchObject({ stopped: false, failure: undefined });
  });
});
