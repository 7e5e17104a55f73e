import { LANGS, type Lang } from '@openset/contracts/plain';

// The interface language without i18next: the sign-in start-up reads and changes it before the
// app (and i18next) has loaded; i18n.ts builds on the same functions, so both agree.

const STORAGE_KEY = 'openset.lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language i18next resolved, as one of ours: English until it has resolved one. */
export function resolvedLang(resolved: string | undefined): Lang {
  return isLang(resolved) ? resolved : 'en';
}

/** The stored choice, else the browser's language when it is French, else English. */
export function initialLanguage(): Lang {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // storage can be blocked (private mode, policy): fall back to the browser language
  }
  return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Remembers the choice for the next visit and keeps `<html lang>` in step. */
export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered when storage is blocked; the change still applies to this page
  }
  syncDocumentLanguage(lang);
}

export function syncDocumentLanguage(lang: string): void {
  // No page outside a browser (the strings' unit tests, a worker): nothing to keep in step.
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
