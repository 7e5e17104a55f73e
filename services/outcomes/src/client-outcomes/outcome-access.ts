import { Injectable } from '@nestjs/common';
import { VISIBILITY_SUBJECTS, type ClientsVisibleReply, type Lang, type Principal, type RequestMeta } from '@openset/contracts';
import { AccessService, notFound, refuseIfRestricted, RpcClient, type KnownPermissions, type Viewer } from '@openset/server-kit';
import { viewerActor, type EventActor } from '../outcome-events.js';

export type VisibleClient = ClientsVisibleReply['clients'][number];

/** Who asks about client outcomes, resolved once per call. */
export interface OutcomeViewer {
  viewer: Viewer;
  permissions: KnownPermissions;
  /** Whose clients' outcomes lists start from: the clinician, and the team-mates while the team shares clients. */
  owners: string[];
  lang: Lang;
}

/**
 * Access to client outcomes. A client outcome belongs to its client: the clients service says who
 * sees which client (`clients.internal.visible`: the clinician, team-mates with teamClients), and
 * anyone else gets ERRNOTFOUND, exactly as for an unknown id. Results are health information:
 * refused to restrictPhi staff, and while the teams service cannot say who is restricted.
 */
@Injectable()
export class OutcomeAccess {
  constructor(
    private readonly access: AccessService,
    private readonly rpc: RpcClient,
  ) {}

  /** `meta`: the request's, so the events of the call carry its address (absent for internal calls). */
  async who(principal: Principal | null, meta?: Pick<RequestMeta, 'ip'>): Promise<OutcomeViewer> {
    const caller = this.access.clinician(principal);
    const [viewer, permissions] = await Promise.all([this.access.viewer(principal, meta), this.access.permissionsOf(caller.accountId)]);
    const sharing = permissions.teamId !== null && permissions.permissions.teamClients;
    const owners = [caller.accountId, ...(sharing ? permissions.teamMemberIds.filter((id) => id !== caller.accountId) : [])];
    return { viewer, permissions, owners, lang: caller.lang };
  }

  /** The client, when the caller sees it; else ERRNOTFOUND. */
  async client(who: OutcomeViewer, clientId: string): Promise<VisibleClient> {
    const client = (await this.clients(who, [clientId])).get(clientId);
    if (!client) throw notFound('No such client outcome');
    return client;
  }

  async clients(who: OutcomeViewer, clientIds: string[]): Promise<Map<string, VisibleClient>> {
    const unique = [...new Set(clientIds)];
    if (unique.length === 0) return new Map();
    const reply = await this.rpc.call<ClientsVisibleReply>(VISIBILITY_SUBJECTS.clientsVisible, { accountId: who.viewer.accountId, clientIds: unique }, { idempotent: true });
    return new Map(reply.clients.filter((client) => unique.includes(client.id)).map((client) => [client.id, client]));
  }

  /** Results (health information): ERRPERMISSION for restrictPhi staff, ERRUNAVAILABLE while that cannot be confirmed. */
  requireResults(who: OutcomeViewer): void {
    refuseIfRestricted(who.permissions, 'No access to health information');
  }

  resultsHidden(who: OutcomeViewer): boolean {
    return who.permissions.unconfirmed === true || who.permissions.permissions.restrictPhi;
  }
}

export const actorOfWho = (who: OutcomeViewer): EventActor => viewerActor(who.viewer);
