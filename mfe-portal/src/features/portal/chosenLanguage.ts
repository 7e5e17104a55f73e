import type { Lang } from '@openset/contracts';
import { isLang } from '@openset/web-kit';

const KEY = 'openset.portal.chosenLang';

/**
 * The language the client chose with the switch on this phone, before or after signing in. It
 * wins over the one the clinician set for them at every later sign-in: the clinician's is a
 * guess, a choice made on the phone is the client's own.
 */
export function chosenLanguage(): Lang | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberChosenLanguage(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Storage blocked: the choice holds for this page only, and the clinician's applies next time.
  }
}
