import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CLIENT_SETS_SUBJECTS,
  type Client,
  type ClientListItem,
  type ClientListQuery,
  type ClientSetsRequest,
  type ClientsVisibleReply,
  type PageQuery,
  type SetSummary,
} from '@openset/contracts';
import { isRecordedAlready, isUuid, notFound, RpcClient } from '@openset/server-kit';
import { canSeeClient, ownersOf, requireHealthAccess, type ClientViewer } from './client-access.js';
import { ClientEvents } from './client-events.js';
import { ClientSchema, type ClientRow } from './client.entity.js';
import { toClient, toClientListItem, type ClientFields } from './client.mapper.js';
import { ClientsRepository } from './clients.repository.js';
import { ClinicianNames } from './clinician-names.js';

/** Reads of clients: the list, one client, its sets, and the visibility answer for the sets service. */
@Injectable()
export class ClientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ClientsRepository,
    private readonly names: ClinicianNames,
    private readonly events: ClientEvents,
    private readonly rpc: RpcClient,
  ) {}

  async list(query: ClientListQuery, viewer: ClientViewer): Promise<{ items: ClientListItem[]; total: number }> {
    // Which clients wrote to their clinician is health information too, not only what they wrote.
    if (query.feedback) requireHealthAccess(viewer);
    const owners = query.shared ? viewer.sharedOwners : [viewer.accountId];
    if (owners.length === 0) return { items: [], total: 0 };
    const { rows, total } = await this.repository.page(owners, query);
    return { items: await this.withClinicianNames(rows, (row, name) => toClientListItem(row, viewer, name)), total };
  }

  /** One client, recorded as viewed (activity log) once it was read. */
  async get(id: string, viewer: ClientViewer, requestId: string): Promise<Client> {
    const row = await this.visible(id, viewer);
    const client = (await this.toWire([row], viewer))[0]!;
    await this.recordView(row, viewer, requestId);
    return client;
  }

  /** A client whose health information (tracking, messages) the viewer may read: else ERRPERMISSION or ERRNOTFOUND. */
  async healthOf(id: string, viewer: ClientViewer): Promise<ClientRow> {
    requireHealthAccess(viewer);
    return this.visible(id, viewer);
  }

  /**
   * Records that the client, or a part of its health information (the activity log shows who read
   * it, not only who opened the client), was read, once the read succeeded. The flush is a short
   * transaction of its own: a read may wait on another service, and holding a transaction, with
   * one of the pool's connections, across that call would let a slow service drain the pool. A
   * read the gateway sent again after a timeout (the same request id) records no second view.
   */
  async recordView(row: ClientRow, viewer: ClientViewer, requestId: string, part?: 'tracking' | 'messages'): Promise<void> {
    this.events.record('clientViewed', row.id, viewer, part ? { part } : {}, `${requestId}\n${row.id}\n${part ?? 'profile'}`);
    try {
      await this.em.flush();
    } catch (error) {
      if (!isRecordedAlready(error)) throw error;
    }
  }

  /** A page of the client's sets (sets service), read-only while the client is archived. */
  async sets(id: string, page: PageQuery, viewer: ClientViewer): Promise<{ items: SetSummary[]; total: number }> {
    const row = await this.visible(id, viewer);
    const request: ClientSetsRequest = { clientId: row.id, readOnly: row.archived, ...page };
    return this.rpc.call(CLIENT_SETS_SUBJECTS.clientSets, request, { idempotent: true });
  }

  /** The client, when the viewer sees it; else (another clinician's, unknown, not an id) ERRNOTFOUND. */
  async visible(id: string, viewer: ClientViewer, lock = false): Promise<ClientRow> {
    return (await this.visibleAll([id], viewer, lock))[0]!;
  }

  /** Every one of these clients, in this order; one the viewer does not see makes the whole call ERRNOTFOUND. */
  async visibleAll(ids: string[], viewer: ClientViewer, lock = false): Promise<ClientRow[]> {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !isUuid(id))) throw notFound('No such client');
    const rows = await this.em.find(ClientSchema, { id: { $in: unique } }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } } : {});
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.map((id) => {
      const row = byId.get(id);
      if (!row || !canSeeClient(viewer, row)) throw notFound('No such client');
      return row;
    });
  }

  /** `clients.internal.visible`: which of these clients the account sees, with their archived flag. */
  async visibleTo(viewer: ClientViewer, clientIds: string[]): Promise<ClientsVisibleReply> {
    const ids = [...new Set(clientIds)].filter(isUuid);
    if (ids.length === 0) return { clients: [] };
    const rows = await this.em.find(
      ClientSchema,
      { id: { $in: ids }, ownerId: { $in: ownersOf(viewer) } },
      { fields: ['id', 'archived', 'firstname', 'lastname'] },
    );
    return { clients: rows.map((row) => ({ id: row.id, archived: row.archived, name: `${row.firstname} ${row.lastname}` })) };
  }

  /** Whether a client the viewer sees (own or team-shared) has this e-mail (case-insensitive). */
  async emailExists(email: string, exceptId: string | undefined, viewer: ClientViewer): Promise<boolean> {
    const owners = ownersOf(viewer);
    const [row] = await this.em.execute<{ found: boolean }[]>(
      `select exists (select 1 from "clients"."clients" where "owner_id" in (${owners.map(() => '?').join(', ')})
         and lower("email") = lower(?) and "id"::text <> ?) as "found"`,
      [...owners, email, exceptId ?? ''],
    );
    return row?.found === true;
  }

  async toWire(rows: ClientFields[], viewer: ClientViewer): Promise<Client[]> {
    return this.withClinicianNames(rows, (row, name) => toClient(row, viewer, name));
  }

  /** Each row for the wire with its clinician's name (one lookup for the rows' owners; empty when unknown). */
  private async withClinicianNames<R extends { ownerId: string }, T>(rows: R[], toWire: (row: R, clinicianName: string) => T): Promise<T[]> {
    const names = await this.names.of(rows.map((row) => row.ownerId));
    return rows.map((row) => toWire(row, names.get(row.ownerId) ?? ''));
  }
}
