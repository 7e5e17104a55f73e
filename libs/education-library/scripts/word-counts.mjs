#!/usr/bin/env node
// Prints each article's body length in words, English and French, from the built package.
// Usage: npx nx build education-library && npx node libs/education-library/scripts/word-counts.mjs
import { EDUCATION_ARTICLES, plainText, wordCount } from '../dist/index.js';

for (const entry of EDUCATION_ARTICLES) {
  console.log(
    `${entry.id.padEnd(40)} en ${String(wordCount(plainText(entry.en))).padStart(4)}  fr ${String(wordCount(plainText(entry.fr))).padStart(4)}`,
  );
}
console.log(`${EDUCATION_ARTICLES.length} articles`);
