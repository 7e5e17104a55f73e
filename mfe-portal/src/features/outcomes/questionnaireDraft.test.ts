import { describe, expect, it } from '@jest/globals';
import { readDraft, removeAllDrafts, removeDraft, writeDraft, type DraftStorage } from './questionnaireDraft';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
  };
}

describe('a questionnaire kept on the phone', () => {
  it('gives back the answers and the question shown, per client and questionnaire', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'client-1', 'o-1', { answers: { q1: 2, q2: 5 }, index: 2 });
    expect(readDraft(storage, 'client-1', 'o-1')).toEqual({ answers: { q1: 2, q2: 5 }, index: 2 });
    // Another client on the same phone, or another questionnaire, starts empty.
    expect(readDraft(storage, 'client-2', 'o-1')).toBeNull();
    expect(readDraft(storage, 'client-1', 'o-2')).toBeNull();
    removeDraft(storage, 'client-1', 'o-1');
    expect(readDraft(storage, 'client-1', 'o-1')).toBeNull();
  });

  it('reads a damaged draft as none, and a bad position as the first question', () => {
    const storage = memoryStorage();
    storage.setItem('openset.portal.questionnaire.c.o', '{not json');
    expect(readDraft(storage, 'c', 'o')).toBeNull();
    storage.setItem('openset.portal.questionnaire.c.o', JSON.stringify({ answers: { q1: 1 }, index: -3 }));
    expect(readDraft(storage, 'c', 'o')).toEqual({ answers: { q1: 1 }, index: 0 });
  });

  it('says when the storage would not keep it, and forgets every draft at sign-out but nothing else', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(writeDraft(full, 'c', 'o', { answers: {}, index: 0 })).toBe(false);
    const storage = memoryStorage();
    writeDraft(storage, 'a', 'o-1', { answers: { q1: 1 }, index: 0 });
    writeDraft(storage, 'b', 'o-2', { answers: { q1: 3 }, index: 0 });
    storage.setItem('openset.portal.outbox', '[]');
    removeAllDrafts(storage);
    expect([...storage.items.keys()]).toEqual(['openset.portal.outbox']);
  });
});
