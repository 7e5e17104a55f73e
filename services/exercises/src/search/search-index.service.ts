import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { serviceLogger } from '@openset/server-kit';
import { SEARCH_COLUMNS } from '../elements/element-row.js';
import { ElementSearchIndex } from './engine/element-search-index.js';
import type { SearchRow } from './engine/indexed-element.js';

const logger = serviceLogger('exercises');

/**
 * This copy's search index of every element, kept current by the search version
 * (Migration20261123010000SearchInMemory): each search first reads the version, and a copy that
 * is behind reads the rows stamped since and the ids removed since before it answers. So an
 * exercise saved through one copy is found through any other on the very next search, with no
 * message between copies to lose.
 *
 * Reads go through the connection, outside any call's transaction: the index outlives the call
 * that happened to bring it up to date.
 */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap {
  private built: Promise<ElementSearchIndex> | null = null;
  private catchingUp: Promise<void> | null = null;

  constructor(private readonly em: EntityManager) {}

  onApplicationBootstrap(): void {
    void this.index().catch(() => undefined);
  }

  /**
   * The index, up to date with every change committed before this call, and the elements this
   * clinician has starred (read in the same statement as the version: a search costs one).
   */
  async current(accountId: string): Promise<{ index: ElementSearchIndex; favourites: Set<string> }> {
    const [index, [state]] = await Promise.all([
      this.index(),
      this.execute<{ version: string; favourites: string[] }[]>(
        `select (select "version"::text from "exercises"."search_version") as "version",
           array(select "element_id"::text from "exercises"."favourites" where "account_id" = ?) as "favourites"`,
        [accountId],
      ),
    ]);
    while (index.version < Number(state?.version ?? 0)) {
      this.catchingUp ??= this.catchUp(index).finally(() => (this.catchingUp = null));
      await this.catchingUp;
    }
    return { index, favourites: new Set(state?.favourites) };
  }

  /** Built once per copy; a failed build (the database away) is tried again by the next search. */
  private index(): Promise<ElementSearchIndex> {
    this.built ??= this.build().catch((error: unknown) => {
      this.built = null;
      logger.error({ err: error }, 'search index not built');
      throw error;
    });
    return this.built;
  }

  private async build(): Promise<ElementSearchIndex> {
    const started = Date.now();
    const version = await this.version();
    const index = new ElementSearchIndex(version);
    for (const row of await this.rows(`e."search_version" <= ?`, [version])) index.upsert(row);
    logger.info({ version, elements: index.size, ms: Date.now() - started }, 'search index built');
    return index;
  }

  /** Rows stamped and ids removed after the index's version, up to the version read with them. */
  private async catchUp(index: ElementSearchIndex): Promise<void> {
    const started = Date.now();
    const target = await this.version();
    const changed = await this.rows(`e."search_version" > ? and e."search_version" <= ?`, [index.version, target]);
    const removed = await this.execute<{ element_id: string }[]>(
      `select "element_id" from "exercises"."element_removals" where "version" > ? and "version" <= ?`,
      [index.version, target],
    );
    for (const row of changed) index.upsert(row);
    for (const { element_id } of removed) index.remove(element_id);
    index.version = target;
    logger.debug({ version: target, changed: changed.length, removed: removed.length, ms: Date.now() - started }, 'search index caught up');
  }

  private async version(): Promise<number> {
    const [row] = await this.execute<{ version: string }[]>(`select "version"::text as "version" from "exercises"."search_version"`);
    return Number(row?.version ?? 0);
  }

  private rows(where: string, params: unknown[]): Promise<SearchRow[]> {
    return this.execute<SearchRow[]>(`select ${SEARCH_COLUMNS} from "exercises"."elements" e where ${where}`, params);
  }

  private execute<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.getConnection().execute<T & object>(sql, params) as Promise<T>;
  }
}
