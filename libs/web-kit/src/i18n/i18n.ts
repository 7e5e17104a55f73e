import { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, isLang, rememberLanguage } from './language';
import { addStrings, initTranslations, type Bundle } from './translations';

export { initialLanguage, isLang, rememberLanguage };
export { currentLanguage, setLanguage, type Bundle } from './translations';
export { default as i18next } from 'i18next';

let boundToReact = false;

/**
 * The page's i18next instance (translations.ts) with its React binding: web-kit is a shared
 * singleton, so the shell and the remotes all translate through it. Call once (the shell, or a
 * remote's dev harness); the sign-in start-up may have made the instance already.
 */
export function initI18n(): I18n {
  const instance = initTranslations();
  if (!boundToReact) {
    // The binding's own plugin hook: the instance may have been made before React's i18n loaded.
    initReactI18next.init(instance);
    boundToReact = true;
  }
  return instance;
}

/** Adds an app's namespace (each remote calls this when its module loads). */
export function addAppStrings<T extends object>(namespace: string, bundle: Bundle<T>): void {
  initI18n();
  addStrings(namespace, bundle);
}
