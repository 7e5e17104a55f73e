import { Injectable } from '@nestjs/common';
import type { Principal, RequestMeta } from '@openset/contracts';
import { AccessService, refuseIfRestricted, type KnownPermissions } from '@openset/server-kit';

/**
 * Who asks about clients, resolved once per call: a client belongs to its clinician; with the
 * team's teamClients permission on, the team's members see and change each other's clients.
 * Staff with restrictPhi manage profiles and assign programs but get no health information.
 */
export interface ClientViewer {
  accountId: string;
  teamId: string | null;
  orgId: string | null;
  /** The team-mates whose clients this clinician sees (teamClients), without the clinician. */
  sharedOwners: string[];
  restrictPhi: boolean;
  /** The permissions behind `sharedOwners` and `restrictPhi`, for `requireHealthAccess`. */
  permissions: KnownPermissions;
  /** The address the call came from (the gateway's `meta.ip`), for the activity log; null in internal calls. */
  ip: string | null;
}

/** Every owner whose clients the viewer sees: their own first. */
export const ownersOf = (viewer: ClientViewer): string[] => [viewer.accountId, ...viewer.sharedOwners];
export const canSeeClient = (viewer: ClientViewer, row: { ownerId: string }): boolean =>
  row.ownerId === viewer.accountId || viewer.sharedOwners.includes(row.ownerId);

@Injectable()
export class ClientAccess {
  constructor(private readonly access: AccessService) {}

  /** The calling clinician (ERRPERMISSION for anyone else), with the team's sharing of clients and the request's address. */
  async viewer(principal: Principal | null, meta: Pick<RequestMeta, 'ip'>): Promise<ClientViewer> {
    return this.viewerOf(this.access.clinician(principal).accountId, meta.ip);
  }

  /** For internal calls naming an account (the sets service asking about its clinician's clients): no address. */
  async viewerOf(accountId: string, ip: string | null = null): Promise<ClientViewer> {
    const effective = await this.access.permissionsOf(accountId);
    const sharing = effective.teamId !== null && effective.permissions.teamClients;
    return {
      accountId,
      teamId: effective.teamId,
      orgId: effective.orgId,
      sharedOwners: sharing ? effective.teamMemberIds.filter((id) => id !== accountId) : [],
      restrictPhi: effective.permissions.restrictPhi,
      permissions: effective,
      ip,
    };
  }
}

/**
 * Health information (feedback, diaries, adherence, outcomes) is never shown to restrictPhi staff,
 * nor to anyone while the teams service cannot say who is restricted.
 */
export function requireHealthAccess(viewer: ClientViewer): void {
  refuseIfRestricted(viewer.permissions, 'No access to health information');
}
