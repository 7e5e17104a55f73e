import { translatorOf } from '@openset/web-kit/testing';
import type { Translate } from '../features/diary/diaryText';
import { NS, portalStrings } from './strings';

const translate = translatorOf(NS, portalStrings);

/** For unit tests: the portal's `t` in a language, from the portal's own strings. */
export const portalT = (lang: 'en' | 'fr'): Translate => translate(lang) as unknown as Translate;
