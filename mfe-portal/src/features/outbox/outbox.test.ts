import { describe, expect, it } from '@jest/globals';
import { afterFailure, Outbox, OUTBOX_STORAGE_KEY, type OutboxEntry, type OutboxStorage } from './outbox';

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

describe('Outbox', () => {
  it('queues entries in order, each with its own key, stored at once', () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, keys());
    outbox.add(pain(3));
    outbox.add(mark);
    expect(outbox.entries().map((entry) => [entry.kind, entry.key])).toEqual([
      ['diary', 'key-0001'],
      ['adherence', 'key-0002'],
    ]);
    // A new page (after a reload) finds them.
    expect(new Outbox(storage, keys()).entries()).toHaveLength(2);
    expect(JSON.parse(storage.data.get(OUTBOX_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('sends each entry once, in order, and empties the queue', async () => {
    const outbox = new Outbox(memoryStorage(), keys());
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
    const outbox = new Outbox(memoryStorage(), keys());
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
    const outbox = new Outbox(memoryStorage(), keys());
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
    const outbox = new Outbox(memoryStorage(), keys());
    outbox.add(pain(4));
    outbox.add(mark);
    const result = await outbox.flush(async (entry) => {
      if (entry.kind === 'diary') throw { status: 400, code: 'ERRVALIDATION' };
    });
    expect(result.dropped.map((entry) => entry.key)).toEqual(['key-0001']);
    expect(result.sent.map((entry) => entry.key)).toEqual(['key-0002']);
    expect(outbox.entries()).toEqual([]);
  });

  it('tells listeners when the queue changes', async () => {
    const outbox = new Outbox(memoryStorage(), keys());
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
    expect(new Outbox(storage, keys()).entries()).toEqual([]);
    storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([{ kind: 'other' }, { ...pain(1), key: 'k-1', queued: '' }]));
    expect(new Outbox(storage, keys()).entries()).toHaveLength(1);
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
    [{ status: 403 }, 'drop'],
    [{ status: 404 }, 'drop'],
    [{ status: 409 }, 'drop'],
  ])('%o -> %s', (failure, expected) => {
    expect(afterFailure(failure)).toBe(expected);
  });
});
