import { wordsOf } from './analyzer.js';

/**
 * A search as a clinician types it, in the syntax web search engines taught everybody (and
 * PostgreSQL's `websearch_to_tsquery` reads): words must all match; `"a phrase"` must match as
 * written, word after word; `-word` must not match; `a or b` lets either match.
 */
export interface SearchText {
  /** Every group must match, through any one of its alternatives. */
  groups: Alternative[][];
  /** Unaccented words none of which may match. */
  excluded: string[];
}

/** Unaccented words that must all match; a phrase must also match in this order. */
export interface Alternative {
  words: string[];
  phrase: boolean;
}

const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

export function parseSearchText(text: string): SearchText {
  const groups: Alternative[][] = [];
  const excluded: string[] = [];
  let joinNext = false;
  for (const [, minus, quoted, bare] of text.matchAll(TOKEN)) {
    if (bare !== undefined && bare.toLowerCase() === 'or') {
      // "a or b": the next item joins the previous group; "or" first or last is just a word.
      if (groups.length > 0) {
        joinNext = true;
        continue;
      }
    }
    const negated = minus === '-' || (bare?.startsWith('-') ?? false);
    const words = wordsOf(quoted ?? bare!);
    if (words.length === 0) continue;
    if (negated) {
      excluded.push(...words);
      continue;
    }
    // "push-up" or "l'épaule" hold two words: they match as a phrase, as typed.
    const alternative: Alternative = { words, phrase: quoted !== undefined || words.length > 1 };
    if (joinNext) groups.at(-1)!.push(alternative);
    else groups.push([alternative]);
    joinNext = false;
  }
  return { groups, excluded };
}
