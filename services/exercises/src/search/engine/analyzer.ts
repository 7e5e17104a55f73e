import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as frenchStopWords } from '@orama/stopwords/french';
import type { Lang } from '@openset/contracts';

/**
 * What a word is to the search, per language: lower case, accents off, Snowball stop words
 * dropped and the Snowball stemmer of the language applied (the same families of rules
 * PostgreSQL's `english` and `french` configurations use, from the Orama project's packages).
 * "Raising arms" and "raise the arm" both become `rais arm`; "épaules", "EPAULE" and "épaule"
 * become `epaul`.
 */

const WORD = /[a-z0-9]+/g;
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(englishStopWords.map(unaccented)),
  fr: new Set(frenchStopWords.map(unaccented)),
};
const STEMMERS: Record<Lang, (word: string) => string> = { en: englishStem, fr: frenchStem };
/** A library has a few thousand distinct words: each is stemmed once per language. */
const stems: Record<Lang, Map<string, string>> = { en: new Map(), fr: new Map() };

export function unaccented(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The words of a text as typed, unaccented and lower-cased, stop words included. */
export function wordsOf(text: string): string[] {
  return unaccented(text).match(WORD) ?? [];
}

export const isStopWord = (word: string, lang: Lang): boolean => STOP_WORDS[lang].has(word);

/** The stem of one unaccented word in a language; null for a stop word. */
export function stemOf(word: string, lang: Lang): string | null {
  if (STOP_WORDS[lang].has(word)) return null;
  let stem = stems[lang].get(word);
  if (stem === undefined) {
    stem = STEMMERS[lang](word);
    stems[lang].set(word, stem);
  }
  return stem;
}

/** The stems of a text in a language, in order, stop words left out. */
export function termsOf(text: string, lang: Lang): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) {
    const stem = stemOf(word, lang);
    if (stem !== null) terms.push(stem);
  }
  return terms;
}
