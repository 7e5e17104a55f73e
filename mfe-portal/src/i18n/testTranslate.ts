import i18next from 'i18next';
import type { Translate } from '../features/diary/diaryText';
import { NS, portalStrings } from './strings';

const i18n = i18next.createInstance();
// initAsync false: the strings are in before init returns.
void i18n.init({
  resources: { en: { [NS]: portalStrings.en }, fr: { [NS]: portalStrings.fr } },
  defaultNS: NS,
  lng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** For unit tests: the portal's `t` in a language, from the portal's own strings. */
export const portalT = (lang: 'en' | 'fr'): Translate => i18n.getFixedT(lang, NS) as unknown as Translate;
