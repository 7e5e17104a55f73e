import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ElementListQuery, Lang, MovementQuery } from '@openset/contracts';
import { readClinical } from '@openset/exercise-library';
import type { Viewer } from '@openset/server-kit';
import type { ListDbRow, VariantDbRow } from '../elements/element-row.js';
import { listStatement, type ListTab } from './element-query.js';
import { movementStatement } from './movement-statement.js';
import { searchStatement, type TextQuery } from './search-statement.js';
import { closestWordsStatement, correctedQuery, meaningsOf, wordsToCorrect, type ClosestWordRow } from './spelling.js';
import type { Fragment } from './sql-fragment.js';

/** A page of a tab: its list rows, per row how many variants of its movement match, and the rows in all. */
export interface ElementPageRows {
  rows: ListDbRow[];
  variants: number[];
  total: number;
}

/** A page statement's row: a list row, or only the total when the page is past the end. */
type PageRow = Omit<ListDbRow, 'id'> & { id: string | null; total: string | number; variants: string | number | null };

const typed = (text: string): TextQuery => ({ parser: 'websearch_to_tsquery', text });

/**
 * The exercise browser's lists and searches, answered by PostgreSQL in one statement each
 * (search-statement.ts, element-query.ts). A search naming a condition or a region (the clinical
 * vocabulary of @openset/exercise-library) finds and ranks that region first. A search that matches nothing as typed is read again
 * through the library's words (spelling.ts) and searched once more.
 */
@Injectable()
export class ElementSearch {
  constructor(private readonly em: EntityManager) {}

  async page(tab: ListTab, viewer: Viewer | null, accountId: string, query: ElementListQuery, lang: Lang): Promise<ElementPageRows> {
    const text = query.search?.trim();
    if (!text) return this.pageOf(listStatement(tab, viewer, accountId, query));
    const found = await this.pageOf(searchStatement(tab, viewer, accountId, query, lang, typed(text), readClinical(text)));
    if (found.total > 0) return found;
    const corrected = await this.corrected(text);
    return corrected ? this.pageOf(searchStatement(tab, viewer, accountId, query, lang, corrected)) : found;
  }

  /**
   * A stock movement's variants, each saying whether it matches the search and filters (typos
   * read as the list read them); null when the library holds no such movement.
   */
  async movementVariants(movementKey: string, query: MovementQuery, lang: Lang, accountId: string): Promise<(VariantDbRow & { matches: boolean })[] | null> {
    const text = query.search?.trim();
    let rows = await this.execute<VariantDbRow & { matches: boolean }>(movementStatement(movementKey, query, lang, text ? typed(text) : null, accountId));
    if (rows.length === 0) return null;
    if (text && !rows.some((row) => row.matches)) {
      const corrected = await this.corrected(text);
      if (corrected) rows = await this.execute(movementStatement(movementKey, query, lang, corrected, accountId));
    }
    return rows;
  }

  /** The search with its words read as meant, or null when every word stays as typed. */
  private async corrected(text: string): Promise<TextQuery | null> {
    const words = wordsToCorrect(text);
    if (words.length === 0) return null;
    return correctedQuery(text, meaningsOf(await this.execute<ClosestWordRow>(closestWordsStatement(words))));
  }

  private async pageOf(statement: Fragment): Promise<ElementPageRows> {
    const found = await this.execute<PageRow>(statement);
    const rows = found.filter((row): row is PageRow & { id: string } => row.id !== null);
    return { rows, variants: rows.map((row) => Number(row.variants)), total: Number(found[0]?.total ?? 0) };
  }

  /** Through the EntityManager of the call, outside any write's transaction for a GET. */
  private execute<T extends object>(statement: Fragment): Promise<T[]> {
    return this.em.execute<T[]>(statement.sql, statement.params) as Promise<T[]>;
  }
}
