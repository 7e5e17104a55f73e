import i18next, { type i18n as I18n } from 'i18next';
import { LANGS, type Lang } from '@openset/contracts/plain';
import { initialLanguage, rememberLanguage, resolvedLang, syncDocumentLanguage } from './language';
import { commonEn } from './locales/en';
import { commonFr } from './locales/fr';

/** Strings of one app namespace in both languages: French must have every English key. */
export interface Bundle<T extends object> {
  en: T;
  fr: T;
}

/**
 * One i18next instance for the whole page, without its React binding (i18n.ts adds it): the
 * shell's sign-in start-up translates through it before React's i18n, MUI or the store have
 * loaded, and the app goes on with the same instance, its strings and its language.
 */
export function initTranslations(): I18n {
  if (!i18next.isInitialized) {
    void i18next.init({
      lng: initialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGS],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: commonEn }, fr: { common: commonFr } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    i18next.on('languageChanged', syncDocumentLanguage);
    syncDocumentLanguage(i18next.language);
  }
  return i18next;
}

/** Adds a namespace of strings to the page's instance. */
export function addStrings<T extends object>(namespace: string, bundle: Bundle<T>): void {
  initTranslations();
  i18next.addResourceBundle('en', namespace, bundle.en, true, true);
  i18next.addResourceBundle('fr', namespace, bundle.fr, true, true);
}

/** Changes the language, remembers the choice and keeps `<html lang>` in step. */
export async function setLanguage(lang: Lang): Promise<void> {
  rememberLanguage(lang);
  await initTranslations().changeLanguage(lang);
}

export function currentLanguage(): Lang {
  return resolvedLang(i18next.resolvedLanguage);
}
