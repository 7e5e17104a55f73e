import type { TextQuery } from './search-statement.js';
import { param, sql, type Fragment } from './sql-fragment.js';

/**
 * Typos and unfinished words. A search that matches nothing as typed is searched again with
 * each of its words read as what it may have meant (closestWordsStatement): a word of the
 * library's titles as typed stays, a word some title word begins matches as a prefix ("hamstr",
 * "shoul"), any other is replaced by its closest title word ("sholder", "elevasion"). Phrases
 * and -words stay as typed. The search is then written for `to_tsquery`, in the same shape
 * `websearch_to_tsquery` reads it: words joined by `&`, `or` as `|` (which binds less), a phrase
 * as `<->`, a -word as `!`.
 */

/** pg_trgm's own default (`pg_trgm.similarity_threshold`): below it a word is no typo of another. */
export const TYPO_SIMILARITY = 0.3;
/** At most this many closest words stand for one typed word. */
const CLOSEST_TIES = 3;

/** A word's letters and digits in any script; to_tsquery needs no quoting for these. */
const WORD = /[\p{L}\p{N}]+/gu;
const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

interface Term {
  words: string[];
  negated: boolean;
  /** Quoted: matched as typed, word after word. */
  quoted: boolean;
  /** Joined to the term before by `or`. */
  or: boolean;
}

/** The search as websearch_to_tsquery reads it: terms, each a word or a phrase, maybe negated or joined by `or`. */
export function termsOf(text: string): Term[] {
  const terms: Term[] = [];
  let or = false;
  for (const [, minus, quoted, bare] of text.matchAll(TOKEN)) {
    if (bare !== undefined && bare.toLowerCase() === 'or' && terms.length > 0) {
      or = true;
      continue;
    }
    const negated = minus === '-' || (bare?.startsWith('-') ?? false);
    const words = (quoted ?? bare!).match(WORD) ?? [];
    if (words.length === 0) continue;
    terms.push({ words, negated, quoted: quoted !== undefined, or: or && terms.length > 0 });
    or = false;
  }
  return terms;
}

/** The words a correction may change: those of terms neither quoted nor negated. */
export function wordsToCorrect(text: string): string[] {
  return [...new Set(termsOf(text).flatMap((term) => (term.quoted || term.negated ? [] : term.words)))];
}

/** What a typed word is read as: itself, a prefix, or the closest words (any of them). */
export type Meaning = { kind: 'typed' } | { kind: 'prefix' } | { kind: 'words'; words: string[] };

/**
 * For each typed word: whether it is a stop word (in either language) or a title word as it is,
 * else whether some title word begins with it, else its closest title words by trigram
 * similarity (a GiST ordered scan of `search_words`; several when they are as close: "elevasion"
 * is as close to "elevation" as to wger's Spanish "elevacion"), if close enough. One statement; the
 * words travel as one JSON array (the driver would spread an array parameter into a list).
 */
export function closestWordsStatement(words: string[]): Fragment {
  return sql`select t."typed",
      numnode(plainto_tsquery('exercises.en', t."typed")) = 0 or numnode(plainto_tsquery('exercises.fr', t."typed")) = 0
        or exists (select 1 from "exercises"."search_words" w where w."word" = t."folded") as "known",
      length(t."folded") >= 3 and exists (
        select 1 from "exercises"."search_words" w where w."word" > t."folded" and w."word" < t."folded" || '~') as "prefix",
      array(select c."word" from (
          select n."word", n."similarity", max(n."similarity") over () as "best" from (
            select w."word", similarity(w."word", t."folded") as "similarity" from "exercises"."search_words" w
            order by w."word" <-> t."folded" limit ${param(CLOSEST_TIES)}) n) c
        where c."similarity" = c."best" and c."similarity" >= ${param(TYPO_SIMILARITY)} order by c."word") as "closest"
    from (select u."typed", "exercises"."folded"(u."typed") as "folded" from jsonb_array_elements_text(${param(JSON.stringify(words))}::jsonb) as u("typed")) t`;
}

export interface ClosestWordRow {
  typed: string;
  known: boolean;
  prefix: boolean;
  closest: string[];
}

/** The rows of closestWordsStatement as meanings by typed word. */
export function meaningsOf(rows: ClosestWordRow[]): Map<string, Meaning> {
  return new Map(
    rows.map((row): [string, Meaning] => [
      row.typed,
      row.known ? { kind: 'typed' } : row.prefix ? { kind: 'prefix' } : row.closest.length > 0 ? { kind: 'words', words: row.closest } : { kind: 'typed' },
    ]),
  );
}

/** The search with each word read as meant, for to_tsquery; null when no word reads otherwise. */
export function correctedQuery(text: string, meanings: ReadonlyMap<string, Meaning>): TextQuery | null {
  let changed = false;
  const operand = (word: string, term: Term) => {
    const meaning = term.quoted || term.negated ? undefined : meanings.get(word);
    if (meaning?.kind === 'prefix') {
      changed = true;
      return `'${word}':*`;
    }
    if (meaning?.kind === 'words') {
      changed = true;
      return meaning.words.length > 1 ? `(${meaning.words.map((close) => `'${close}'`).join(' | ')})` : `'${meaning.words[0]}'`;
    }
    return `'${word}'`;
  };
  const parts = termsOf(text).map((term) => {
    const words = term.words.map((word) => operand(word, term));
    const phrase = words.length > 1 ? `(${words.join(' <-> ')})` : words[0]!;
    return `${term.or ? ' | ' : ' & '}${term.negated ? '!' : ''}${phrase}`;
  });
  return changed ? { parser: 'to_tsquery', text: parts.join('').slice(3) } : null;
}
