import type { Lang } from '@openset/contracts/plain';
import { addStrings, initTranslations } from '@openset/web-kit/signed-out';
import { shellStrings } from '../i18n/strings';

/** A translation as the sign-in page asks for it: `t` of namespace `shell` (`common:` for the kit's). */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The sign-in start-up's translations: the page's i18next instance, before its React binding,
 * MUI or the store have loaded; the app goes on with the same instance and strings.
 */
export function translator(lang: Lang): Translate {
  const i18n = initTranslations();
  if (!i18n.hasResourceBundle('en', 'shell')) addStrings('shell', shellStrings);
  const t = i18n.getFixedT(lang, 'shell');
  return (key, values) => t(key, values ?? {});
}
