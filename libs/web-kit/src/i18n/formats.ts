import type { Lang } from '@openset/contracts/plain';
import { useTranslation } from 'react-i18next';
import { resolvedLang } from './language';

/**
 * The interface language for formatting (dates, numbers, lists) and for a language-keyed query.
 * A component reading it draws again when the language changes: it goes through react-i18next,
 * which listens for the change (`currentLanguage` is the same rule, read once).
 */
export function useLang(): Lang {
  return resolvedLang(useTranslation().i18n.resolvedLanguage);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter for the language, made once per language and options: making one loads the
 * locale's data, which a list of fifty rows, or a chart's every tick, should not do each time.
 */
export function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** `dateFormat` in the interface language. */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormat(useLang(), options);
}
