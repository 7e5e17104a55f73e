import { describe, expect, it } from '@jest/globals';
import { parseStored, preferenceKey, ProfilePreferences, type PreferenceStorage } from './profilePreferences';

/** localStorage's two calls over a Map; `refuse` makes every write throw as a full or private storage does. */
function memory(refuse = false): PreferenceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const flag = (stored: unknown) => (typeof stored === 'boolean' ? stored : undefined);
const ids = (stored: unknown) => (Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : undefined);

describe('preferences per profile', () => {
  it('keeps two profiles on one browser apart', () => {
    const storage = memory();
    const page = new ProfilePreferences(() => storage);
    page.write('pro', 'presetsOpen', true);
    page.write('pro', 'categoriesOpen', ['shoulder']);
    expect(page.read('pro', 'presetsOpen', false, flag)).toBe(true);
    expect(page.read('other', 'presetsOpen', false, flag)).toBe(false);
    expect(page.read('other', 'categoriesOpen', [], ids)).toEqual([]);
    // A later page on the same browser (after a reload, or the other clinician signing in) reads the same.
    const later = new ProfilePreferences(() => storage);
    expect(later.read('pro', 'categoriesOpen', [], ids)).toEqual(['shoulder']);
    expect(later.read('other', 'categoriesOpen', [], ids)).toEqual([]);
    expect([...storage.items.keys()].sort()).toEqual([preferenceKey('categoriesOpen', 'pro'), preferenceKey('presetsOpen', 'pro')]);
  });

  it('reads anything unreadable as the default', () => {
    const storage = memory();
    const page = new ProfilePreferences(() => storage);
    storage.items.set(preferenceKey('presetsOpen', 'pro'), 'not json');
    expect(page.read('pro', 'presetsOpen', false, flag)).toBe(false);
    storage.items.set(preferenceKey('presetsOpen', 'pro'), '"yes"');
    expect(page.read('pro', 'presetsOpen', false, flag)).toBe(false);
    storage.items.set(preferenceKey('categoriesOpen', 'pro'), '[1, 2]');
    expect(page.read('pro', 'categoriesOpen', ['root'], ids)).toEqual(['root']);
    expect(parseStored('{}', 'default', () => {
      throw new Error('a parse that throws');
    })).toBe('default');
    expect(parseStored(null, 7, () => 1)).toBe(7);
  });

  it('remembers nothing without a profile, and reads the default without storage', () => {
    const page = new ProfilePreferences(() => null);
    page.write(null, 'presetsOpen', true);
    expect(page.read(null, 'presetsOpen', false, flag)).toBe(false);
    // No storage at all: the page still keeps what was chosen while it lives.
    page.write('pro', 'presetsOpen', true);
    expect(page.read('pro', 'presetsOpen', false, flag)).toBe(true);
    expect(new ProfilePreferences(() => null).read('pro', 'presetsOpen', false, flag)).toBe(false);
  });

  it('keeps a refused write for the page only, without failing', () => {
    const storage = memory(true);
    const page = new ProfilePreferences(() => storage);
    const heard: string[] = [];
    page.subscribe(() => heard.push('changed'));
    expect(() => page.write('pro', 'presetsOpen', true)).not.toThrow();
    expect(page.read('pro', 'presetsOpen', false, flag)).toBe(true);
    expect(heard).toEqual(['changed']);
    expect(storage.items.size).toBe(0);
    expect(new ProfilePreferences(() => storage).read('pro', 'presetsOpen', false, flag)).toBe(false);
  });

  it('reads storage again when another tab changed a key, listening only while someone listens', () => {
    const storage = memory();
    const handlers = new Set<(event: StorageEvent) => void>();
    const events = {
      addEventListener: (_type: string, handler: (event: StorageEvent) => void) => void handlers.add(handler),
      removeEventListener: (_type: string, handler: (event: StorageEvent) => void) => void handlers.delete(handler),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
    const page = new ProfilePreferences(() => storage, events);
    page.write('pro', 'presetsOpen', true);
    const stop = page.subscribe(() => undefined);
    expect(handlers.size).toBe(1);
    // The other tab closed the panel.
    storage.items.set(preferenceKey('presetsOpen', 'pro'), 'false');
    for (const handler of handlers) handler({ key: preferenceKey('presetsOpen', 'pro') } as StorageEvent);
    expect(page.read('pro', 'presetsOpen', false, flag)).toBe(false);
    stop();
    expect(handlers.size).toBe(0);
  });
});
