import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '@openset/contracts';
import { initialLanguage, isLang, rememberLanguage, syncDocumentLanguage } from './language';
import { commonEn } from './locales/en';
import { commonFr } from './locales/fr';

export { initialLanguage, isLang, rememberLanguage };

/** Strings of one app namespace in both languages: French must have every English key. */
export interface Bundle<T extends object> {
  en: T;
  fr: T;
}

/**
 * One i18next instance for the whole page: web-kit is a shared singleton, so the shell and the
 * remotes all translate through it. Call once (the shell, or a remote's dev harness).
 */
export function initI18n(): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
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

/** Adds an app's namespace (each remote calls this when its module loads). */
export function addAppStrings<T extends object>(namespace: string, bundle: Bundle<T>): void {
  // i18next only has its resource methods after init, and a remote may load before anyone called it.
  initI18n();
  i18next.addResourceBundle('en', namespace, bundle.en, true, true);
  i18next.addResourceBundle('fr', namespace, bundle.fr, true, true);
}

/** Changes the language, remembers the choice and keeps `<html lang>` in step. */
export async function setLanguage(lang: Lang): Promise<void> {
  rememberLanguage(lang);
  await i18next.changeLanguage(lang);
}

export function currentLanguage(): Lang {
  return isLang(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}

export { i18next };
