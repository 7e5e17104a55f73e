import type { EducationArticle, EducationLanguage, EducationText } from './article.js';
import { STOCK_ARTICLES } from './articles/index.js';

/** Every stock article, in the order the education manager lists them (by category, then as authored). */
export const EDUCATION_ARTICLES: readonly EducationArticle[] = STOCK_ARTICLES;

const byId = new Map(EDUCATION_ARTICLES.map((entry) => [entry.id, entry]));

/** The stock article with this id, or undefined. */
export const educationArticle = (id: string): EducationArticle | undefined => byId.get(id);

/** An article's text in a language. */
export const articleText = (entry: EducationArticle, language: EducationLanguage): EducationText => entry[language];

/**
 * A digest of the whole library (FNV-1a over its JSON), so a load can skip an unchanged library.
 * Computed without node:crypto so the package stays usable in the browser.
 */
export function educationLibraryVersion(articles: readonly EducationArticle[] = EDUCATION_ARTICLES): string {
  const json = JSON.stringify(articles);
  let hash = 0x811c9dc5;
  let hash2 = 0x01000193;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    hash = Math.imul(hash ^ code, 0x01000193) >>> 0;
    hash2 = Math.imul(hash2 ^ code, 0x5bd1e995) >>> 0;
  }
  return hash.toString(16).padStart(8, '0') + hash2.toString(16).padStart(8, '0');
}
