import { Injectable } from '@nestjs/common';
import { LockMode, sql, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExerciseSet, ExerciseFolder, SetListQuery, SetSummary } from '@openset/contracts';
import { findPage, grantsFilter, isUuid, notFound, visibleGrants, type Viewer } from '@openset/server-kit';
import { SetFoldersService } from '../folders/folders.service.js';
import { ClientDirectory, type VisibleClient } from './client-directory.js';
import { ClientSetEvents } from './client-set-events.js';
import { SetSchema, type ExerciseSetRow } from './set.entity.js';
import { toSet, toSetSummary, type SummaryRow } from './set.mapper.js';
import { canChangeSet } from './set-rules.js';

/** Names sort as people read them (case-insensitive), then by id so pages never overlap. */
const SORT_KEYS = {
  savename: () => sql.lower((alias) => `${alias}."savename"`),
  title: () => sql.lower((alias) => `${alias}."title"`),
  updated: () => 'updatedAt',
  created: () => 'createdAt',
  exerciseCount: () => 'exerciseCount',
} as const;
const ROOTS = ['user', 'team', 'org'] as const;
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads of sets: lists, sets by id with their folders, and rows for the writes. */
@Injectable()
export class SetsService {
  constructor(
    private readonly em: EntityManager,
    private readonly folders: SetFoldersService,
    private readonly clients: ClientDirectory,
    private readonly events: ClientSetEvents,
  ) {}

  /** Where the viewer's templates may live: own, and the team's and organisation's by teamFolders/orgFolders. */
  private templateScopes(viewer: Viewer, only?: (typeof ROOTS)[number]): FilterQuery<ExerciseSetRow>[] {
    return grantsFilter(visibleGrants(viewer, 'folders', only ? [only] : ROOTS)) as FilterQuery<ExerciseSetRow>[];
  }

  async list(query: SetListQuery, viewer: Viewer): Promise<{ items: SetSummary[]; total: number }> {
    const and: FilterQuery<ExerciseSetRow>[] = [];
    let named: VisibleClient | null = null;
    if (query.clientId) {
      // Every set of a client the clinician sees: their own, or a team-mate's shared client's.
      named = await this.clients.require(viewer.accountId, query.clientId);
      and.push({ kind: 'clientSet', clientId: named.id });
    } else if (query.type === 'clientSet') {
      and.push({ kind: 'clientSet', ownerId: viewer.accountId });
    } else if (query.folderId && (ROOTS as readonly string[]).includes(query.folderId)) {
      const scopes = this.templateScopes(viewer, query.folderId as (typeof ROOTS)[number]);
      if (scopes.length === 0) return { items: [], total: 0 };
      and.push({ kind: 'folderSet', folderId: null, $or: scopes });
    } else if (query.folderId) {
      const folder = await this.folders.visible(query.folderId, viewer);
      and.push({ kind: 'folderSet', folderId: folder.id });
    } else {
      and.push({ kind: 'folderSet', $or: this.templateScopes(viewer) });
    }
    if (query.search) {
      const pattern = likePattern(query.search);
      and.push({ $or: [{ savename: { $ilike: pattern } }, { title: { $ilike: pattern } }] });
    }
    const orderBy = query.sort ? [{ [SORT_KEYS[query.sort]()]: query.sortDir }, { id: 'asc' }] : [{ updatedAt: 'desc' }, { id: 'asc' }];
    const [rows, total] = await findPage(this.em, SetSchema, { $and: and }, {
      orderBy: orderBy as never,
      limit: query.limit,
      offset: query.skip,
      exclude: ['elements', 'education', 'instructions'],
    });
    // The client named was just asked about: whether it is archived is known.
    const readOnlyClients = named
      ? new Set(named.archived ? [named.id] : [])
      : await this.clients.readOnlyClients(viewer.accountId, rows.flatMap((row) => (row.clientId ? [row.clientId] : [])));
    return { items: rows.map((row) => toSetSummary(row, this.readOnly(row, viewer, readOnlyClients))), total };
  }

  /**
   * The sets in the order asked, with the folders they live in; any the viewer may not see
   * answers ERRNOTFOUND. Each client set opened is recorded as viewed (activity log), in the
   * call's transaction.
   */
  async byIds(ids: string[], viewer: Viewer): Promise<{ items: ExerciseSet[]; folders: ExerciseFolder[] }> {
    const found = await this.rowsInOrder(ids);
    // Who sees which and which clients are archived: one question to the clients service.
    const { seen, readOnlyClients } = await this.clients.readView(viewer, found);
    const rows = onlySeen(found, seen);
    for (const row of rows) if (row.kind === 'clientSet') this.events.record('clientSetViewed', row, viewer);
    await this.em.flush();
    const folderIds = [...new Set(rows.flatMap((row) => (row.folderId ? [row.folderId] : [])))];
    const folders = await Promise.all(folderIds.map((id) => this.folders.visible(id, viewer)));
    return {
      items: rows.map((row) => toSet(row, this.readOnly(row, viewer, readOnlyClients))),
      folders: folders.map((folder) => this.folders.toWire(folder, viewer)),
    };
  }

  /** Rows by id, in this order; one the viewer may not see (or no such id) is ERRNOTFOUND. */
  async visibleRows(ids: string[], viewer: Viewer, lock = false): Promise<ExerciseSetRow[]> {
    const rows = await this.rowsInOrder(ids, lock);
    return onlySeen(rows, await this.clients.seenSets(viewer, rows));
  }

  /** Rows by id, in this order, whoever may see them; no such id is ERRNOTFOUND. */
  private async rowsInOrder(ids: string[], lock = false): Promise<ExerciseSetRow[]> {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !isUuid(id))) throw notFound('No such set');
    const rows = await this.em.find(SetSchema, { id: { $in: unique } }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } } : {});
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.map((id) => {
      const row = byId.get(id);
      if (!row) throw notFound('No such set');
      return row;
    });
  }

  /** Read-only: a team or org template without readWrite, or the set of an archived client. */
  readOnly(row: SummaryRow, viewer: Viewer, readOnlyClients: Set<string>): boolean {
    return !canChangeSet(viewer, row) || (row.clientId !== null && row.clientId !== undefined && readOnlyClients.has(row.clientId));
  }
}

/** The rows, when the viewer sees every one; one unseen is ERRNOTFOUND, as a missing one is. */
function onlySeen(rows: ExerciseSetRow[], seen: (row: ExerciseSetRow) => boolean): ExerciseSetRow[] {
  if (rows.some((row) => !seen(row))) throw notFound('No such set');
  return rows;
}
