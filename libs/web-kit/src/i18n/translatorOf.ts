import i18next, { type TFunction } from 'i18next';

/**
 * One namespace's `t` in a language, outside React, with the app's interpolation: for unit tests
 * of the words a component or a model writes from its own strings. An i18next instance of its own,
 * so the page's instance (and its language) is left alone.
 */
export function translatorOf(namespace: string, bundles: { en: object; fr: object }): (lang: 'en' | 'fr') => TFunction {
  const i18n = i18next.createInstance();
  // initAsync false: the strings are in before init returns.
  void i18n.init({
    resources: { en: { [namespace]: bundles.en }, fr: { [namespace]: bundles.fr } },
    defaultNS: namespace,
    lng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (lang) => i18n.getFixedT(lang, namespace);
}
