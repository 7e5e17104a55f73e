import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ClientListQuery } from '@openset/contracts';
import { serviceLogger } from '@openset/server-kit';
import { LRUCache } from 'lru-cache';
import type { ClientListRow } from '../client.mapper.js';
import { LIST_ROW_COLUMNS, orderBy } from '../client-list-sql.js';
import { OwnerSearchIndex, RANKED_SORTS, type IndexedClient, type RankedSort } from './owner-search-index.js';

const logger = serviceLogger('clients');

/** Rows this copy keeps over all clinicians (about 0.5 KB each); the least recently searched go first. */
const MAX_ROWS = Number(process.env.CLIENT_SEARCH_MAX_ROWS ?? 200_000);
/** A clinician whose clients keep changing is read again at most this often; their searches go to SQL meanwhile. */
const RELOAD_MIN_MS = 1_000;
/** A clinician with more clients than the whole budget is searched in the database; asked again this much later. */
const TOO_LARGE_RETRY_MS = 10 * 60_000;

/** The clinician's version, as a scalar subquery: read with the term in each search, and with the rows in each load. */
const VERSION_OF_OWNER = `(select "version"::text from "clients"."client_versions" where "owner_id" = ?)`;

type LoadedRow = ClientListRow & { searchText: string; version: string | null } & Record<`rank_${RankedSort}`, string>;

/**
 * The list's search for one clinician's clients, answered from this copy's memory
 * (`OwnerSearchIndex`) while its copy of their rows is current: each search reads the
 * clinician's version (moved in the same transaction by every write of their clients, migration
 * ClientSearchVersions) in the one statement it sends, with the term folded as the column is. A
 * copy that is behind answers null, so the caller reads the page from PostgreSQL as before, and
 * the rows are read again in the background: a change made through any copy of the service is
 * never missed, and no search waits for a reload.
 *
 * Why in memory: the two statements of a search (the trigram count, then the page) cost
 * PostgreSQL 0.7 to 1.5 ms a search, more than the rest of the request, and the clients bench's
 * p99 target needs the whole request near 1.5 ms of CPU (docs/architecture.md, "Clients").
 */
@Injectable()
export class ClientSearchService {
  private readonly indexes = new LRUCache<string, OwnerSearchIndex>({ maxSize: MAX_ROWS, sizeCalculation: (index) => Math.max(1, index.size) });
  /** Clinicians whose rows are being read now. */
  private readonly loading = new Set<string>();
  /** When each clinician's rows were last asked for, so a burst of writes costs one read a second. */
  private readonly loadedAt = new LRUCache<string, number>({ max: 10_000 });

  constructor(private readonly em: EntityManager) {}

  /** A search of one clinician's clients from memory, or null when the caller must ask the database. */
  async page(ownerId: string, query: ClientListQuery): Promise<{ rows: ClientListRow[]; total: number } | null> {
    if (!query.search || !OwnerSearchIndex.answers(query.search)) return null;
    const key = `${ownerId}\n${query.archived}`;
    // Through the connection: the index outlives the call that reads it, and joins no transaction.
    const [state] = await this.em.getConnection().execute<{ version: string | null; term: string }[]>(
      `select ${VERSION_OF_OWNER} as "version", "clients"."folded"(?) as "term"`,
      [ownerId, query.search.toLowerCase()],
    );
    const index = this.indexes.get(key);
    if (index && state && index.version === state.version) return index.page(state.term, query);
    this.loadInBackground(key, ownerId, query.archived);
    return null;
  }

  private loadInBackground(key: string, ownerId: string, archived: boolean): void {
    if (this.loading.has(key) || Date.now() - (this.loadedAt.get(key) ?? 0) < RELOAD_MIN_MS) return;
    this.loadedAt.set(key, Date.now());
    this.loading.add(key);
    void this.load(key, ownerId, archived)
      .catch((error: unknown) => logger.warn({ err: error }, 'client search index not loaded'))
      .finally(() => this.loading.delete(key));
  }

  /** The clinician's rows in the last-name order, with their ranks in the other sorts and the version they were read at, in one statement. */
  private async load(key: string, ownerId: string, archived: boolean): Promise<void> {
    const ranks = RANKED_SORTS.map((sort) => `row_number() over (order by ${orderBy(sort)})::text as "rank_${sort}"`).join(', ');
    const rows = await this.em.getConnection().execute<LoadedRow[]>(
      `select ${LIST_ROW_COLUMNS}, c."search_text" as "searchText", ${ranks},
         ${VERSION_OF_OWNER} as "version"
       from "clients"."clients" c where c."owner_id" = ? and c."archived" = ? order by ${orderBy('lastname')}`,
      [ownerId, ownerId, archived],
    );
    const version = rows[0]?.version;
    // No clients, or none counted yet: the database answers such a search at once.
    if (!version) return;
    if (rows.length > MAX_ROWS) {
      this.loadedAt.set(key, Date.now() + TOO_LARGE_RETRY_MS);
      return;
    }
    const clients: IndexedClient[] = rows.map((loaded) => ({
      row: {
        id: loaded.id,
        ownerId: loaded.ownerId,
        firstname: loaded.firstname,
        lastname: loaded.lastname,
        email: loaded.email,
        portalUsername: loaded.portalUsername,
        portalEnabled: loaded.portalEnabled,
        archived: loaded.archived,
        unreadFeedback: loaded.unreadFeedback,
        updatedAt: loaded.updatedAt,
      },
      searchText: loaded.searchText,
      ranks: { firstname: Number(loaded.rank_firstname), email: Number(loaded.rank_email), updated: Number(loaded.rank_updated), created: Number(loaded.rank_created) },
    }));
    const current = this.indexes.get(key);
    // A slower load that started earlier must not replace a newer copy.
    if (current && BigInt(current.version) > BigInt(version)) return;
    this.indexes.set(key, new OwnerSearchIndex(version, clients));
  }
}
