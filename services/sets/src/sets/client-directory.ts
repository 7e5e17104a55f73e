import { Injectable } from '@nestjs/common';
import { VISIBILITY_SUBJECTS, type ClientsVisibleReply } from '@openset/contracts';
import { DomainError, notFound, RpcClient, serviceLogger, type Viewer } from '@openset/server-kit';
import { canSeeSet, type SetAccessRow } from './set-rules.js';

export type VisibleClient = ClientsVisibleReply['clients'][number];

const logger = serviceLogger('sets');

/**
 * The one place the sets service asks about clients: the clients service answers
 * `clients.internal.visible` with the clients an account may see and their archived flag. Until
 * that service answers it, nobody confirms a client: NATS has no responder, RpcClient tries again
 * for 2 s (RPC_NOT_DELIVERED_RETRY_MS) and gives ERRUNAVAILABLE, which a client-set write answers
 * as it is (the truth: the service that knows is not there; ERRNOTFOUND would claim the client
 * does not exist).
 */
@Injectable()
export class ClientDirectory {
  constructor(private readonly rpc: RpcClient) {}

  /** The client, if the account may see it; else ERRNOTFOUND (ERRUNAVAILABLE when nobody answers). */
  async require(accountId: string, clientId: string): Promise<VisibleClient> {
    const client = (await this.visible(accountId, [clientId])).get(clientId);
    if (!client) throw notFound('No such client');
    return client;
  }

  async visible(accountId: string, clientIds: string[]): Promise<Map<string, VisibleClient>> {
    const unique = [...new Set(clientIds)];
    if (unique.length === 0) return new Map();
    const reply = await this.rpc.call<ClientsVisibleReply>(VISIBILITY_SUBJECTS.clientsVisible, { accountId, clientIds: unique }, { idempotent: true });
    return new Map(reply.clients.filter((client) => unique.includes(client.id)).map((client) => [client.id, client]));
  }

  /**
   * Which of these sets the viewer sees: by the folder rules (templates; their own client sets),
   * or, for a client set of someone else, because the clients service shows them its client (a
   * team-mate's, while the team shares clients). Asks only when there is such a set.
   */
  async seenSets<T extends SetAccessRow>(viewer: Viewer, rows: readonly T[]): Promise<(row: T) => boolean> {
    const othersClients = rows.filter((row) => row.kind === 'clientSet' && row.clientId && !canSeeSet(viewer, row)).map((row) => row.clientId!);
    return seenWith(viewer, await this.visible(viewer.accountId, othersClients));
  }

  /**
   * For a read of sets by id: who sees which (as `seenSets`) and which of their clients are
   * archived (as `readOnlyClients`), from one question to the clients service. When it does not
   * answer, a viewer's own client sets still open, read-only; a team-mate's set cannot be
   * confirmed and the read answers ERRUNAVAILABLE.
   */
  async readView<T extends SetAccessRow>(viewer: Viewer, rows: readonly T[]): Promise<{ seen: (row: T) => boolean; readOnlyClients: Set<string> }> {
    const clientIds = [...new Set(rows.flatMap((row) => (row.kind === 'clientSet' && row.clientId ? [row.clientId] : [])))];
    const othersAsked = rows.some((row) => row.kind === 'clientSet' && row.clientId && !canSeeSet(viewer, row));
    const known = othersAsked ? await this.visible(viewer.accountId, clientIds) : await this.visibleIfAnswered(viewer.accountId, clientIds);
    return { seen: seenWith(viewer, known), readOnlyClients: archivedOrUnknown(clientIds, known) };
  }

  /**
   * For reads: which of these clients are archived (their sets read-only). A client the account
   * no longer sees, or no answer at all, counts as archived: the set still opens, read-only
   * (fail closed), instead of the read failing.
   */
  async readOnlyClients(accountId: string, clientIds: string[]): Promise<Set<string>> {
    const unique = [...new Set(clientIds)];
    return archivedOrUnknown(unique, await this.visibleIfAnswered(accountId, unique));
  }

  /** `visible`, or null when the clients service does not answer (reads then fail closed). */
  private async visibleIfAnswered(accountId: string, clientIds: string[]): Promise<Map<string, VisibleClient> | null> {
    try {
      return await this.visible(accountId, clientIds);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'ERRUNAVAILABLE') throw error;
      logger.warn({ accountId }, 'clients service unavailable: client sets answered read-only');
      return null;
    }
  }
}

/** A set is seen by the folder rules, or as the set of a client the clients service showed. */
const seenWith =
  (viewer: Viewer, known: Map<string, VisibleClient> | null) =>
  (row: SetAccessRow): boolean =>
    canSeeSet(viewer, row) || (row.kind === 'clientSet' && !!row.clientId && !!known?.has(row.clientId));

/** The clients whose sets are read-only: archived, no longer shown, or not answered for. */
const archivedOrUnknown = (clientIds: string[], known: Map<string, VisibleClient> | null) => new Set(clientIds.filter((id) => known?.get(id)?.archived !== false));
