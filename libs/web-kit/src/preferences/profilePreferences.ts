/**
 * Preferences remembered per profile (spec section 9: bulk parameters on, categories open, PDF
 * choices), kept in the browser's localStorage under `openset.<name>.<profileId>`, never sent to
 * the server (decision 021). One profile's choices never show for another signed in on the same
 * browser. What is stored is read through the caller's `parse`; anything unreadable (not JSON, a
 * refused value, a parse that throws) is the default. Storage may refuse a write (full, private
 * mode): the value is then kept for this page only and nothing fails.
 */

/** Reads what was stored; returns the value, or throws (or returns `undefined`) when it cannot be used. */
export type PreferenceParse<T> = (stored: unknown) => T | undefined;

/** The parts of `Storage` a preference uses. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const preferenceKey = (name: string, profileId: string) => `openset.${name}.${profileId}`;

/** Where another tab's writes are heard (the window's `storage` events). */
export type PreferenceEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The preferences of one page: the storage, what the page wrote, and who listens. The page has
 * one (`profilePreferences`); tests make their own over a storage of their own.
 */
export class ProfilePreferences {
  /** Raw text by key: what this page wrote, kept also when storage refused it. */
  private readonly written = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private readonly onStorage = (event: StorageEvent) => this.changedElsewhere(event.key);

  constructor(
    private readonly storage: () => PreferenceStorage | null,
    private readonly events: PreferenceEvents | null = null,
  ) {}

  /** The stored text under a key: this page's own write first (storage may have refused it). */
  raw(key: string): string | null {
    const own = this.written.get(key);
    if (own !== undefined) return own;
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  read<T>(profileId: string | null, name: string, defaultValue: T, parse: PreferenceParse<T>): T {
    if (!profileId) return defaultValue;
    return parseStored(this.raw(preferenceKey(name, profileId)), defaultValue, parse);
  }

  write<T>(profileId: string | null, name: string, value: T): void {
    if (!profileId) return;
    const key = preferenceKey(name, profileId);
    const text = JSON.stringify(value);
    this.written.set(key, text);
    try {
      this.storage()?.setItem(key, text);
    } catch {
      // Storage full or refused (private mode): remembered for this page only, nothing else fails.
    }
    for (const listener of this.listeners) listener();
  }

  /** Another tab wrote a key: read storage again for it. */
  changedElsewhere(key: string | null): void {
    if (key === null) this.written.clear();
    else this.written.delete(key);
    for (const listener of this.listeners) listener();
  }

  /** Called after every change; the first listener starts hearing other tabs, the last stops. */
  subscribe(listener: () => void): () => void {
    if (this.listeners.size === 0) this.events?.addEventListener('storage', this.onStorage);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.events?.removeEventListener('storage', this.onStorage);
    };
  }
}

/** Stored text as a value: missing, not JSON, refused by `parse` or throwing in it is the default. */
export function parseStored<T>(text: string | null, defaultValue: T, parse: PreferenceParse<T>): T {
  if (text === null) return defaultValue;
  try {
    return parse(JSON.parse(text)) ?? defaultValue;
  } catch {
    return defaultValue;
  }
}

/** The browser's localStorage, when the page may use it (a sandboxed frame throws on access). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The page's preferences. */
export const profilePreferences = new ProfilePreferences(browserStorage, typeof window === 'undefined' ? null : window);
