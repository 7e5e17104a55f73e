import { Injectable } from '@nestjs/common';
import { ElementsRepository } from '../elements/elements.repository.js';
import { FIXED_WORDS_SELECT } from './element-query.js';
import { parseTsquery, type TsQuery } from './text/tsquery.js';

/** What a search text means to each language's vectors (null: no lexeme, matches nothing). */
export interface SearchQueries {
  en: TsQuery | null;
  fr: TsQuery | null;
  /** The same as tsquery text, for statements that match custom rows in PostgreSQL. */
  enText: string;
  frText: string;
}

const CACHED_TEXTS = 2000;

/**
 * Turns what a clinician typed into tsqueries with PostgreSQL's own parsers, stemmers and
 * unaccenting, so the in-memory index and PostgreSQL agree on what a word is. The text as typed
 * depends on nothing else and is remembered; the typo correction depends on the title vocabulary
 * and is asked each time (only searches that matched nothing need it).
 */
@Injectable()
export class SearchQueriesService {
  private readonly asTyped = new Map<string, Promise<SearchQueries>>();

  constructor(private readonly repo: ElementsRepository) {}

  typed(text: string): Promise<SearchQueries> {
    const hit = this.asTyped.get(text);
    if (hit) return hit;
    const queries = this.translate(
      `select websearch_to_tsquery('english', "exercises"."f_unaccent"(?))::text as "en",
              websearch_to_tsquery('french', "exercises"."f_unaccent"(?))::text as "fr"`,
      [text, text],
    );
    this.asTyped.set(text, queries);
    queries.catch(() => this.asTyped.delete(text));
    if (this.asTyped.size > CACHED_TEXTS) this.asTyped.delete(this.asTyped.keys().next().value!);
    return queries;
  }

  /** The text with unfinished words as prefixes and typos replaced by close title words. */
  corrected(text: string): Promise<SearchQueries> {
    return this.translate(
      `select to_tsquery('english', f."words")::text as "en", to_tsquery('french', f."words")::text as "fr"
       from (${FIXED_WORDS_SELECT}) f`,
      [text],
    );
  }

  private async translate(sql: string, params: unknown[]): Promise<SearchQueries> {
    const [row] = await this.repo.execute<{ en: string | null; fr: string | null }[]>(sql, params);
    const enText = row?.en ?? '';
    const frText = row?.fr ?? '';
    return { en: parseTsquery(enText), fr: parseTsquery(frText), enText, frText };
  }
}
