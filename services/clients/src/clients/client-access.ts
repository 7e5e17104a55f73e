import { Injectable } from '@nestjs/common';
import type { Principal } from '@openset/contracts';
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
}

/** Every owner whose clients the viewer sees: their own first. */
export const ownersOf = (viewer: ClientViewer): string[] => [viewer.accountId, ...viewer.sharedOwners];
export const canSeeClient = (viewer: ClientViewer, row: { ownerId: string }): boolean =>
  row.ownerId === viewer.accountId || viewer.sharedOwners.includes(row.ownerId);

@Injectable()
export class ClientAccess {
  constructor(private readonly access: AccessService) {}

  /** The calling clinician (ERRPERMISSION for anyone else), with the team's sharing of clients. */
  async viewer(principal: Principal | null): Promise<ClientViewer> {
    return this.viewerOf(this.access.clinician(principal).accountId);
  }

  /** For internal calls naming an account (the sets service asking about its clinician's clients). */
  async viewerOf(accountId: string): Promise<ClientViewer> {
    const effective = await this.access.permissionsOf(accountId);
    const sharing = effective.teamId !== null && effective.permissions.teamClients;
    return {
      accountId,
      teamId: effective.teamId,
      orgId: effective.orgId,
      sharedOwners: sharing ? effective.teamMemberIds.filter((id) => id !== accountId) : [],
      restrictPhi: effective.permissions.restrictPhi,
      permissions: effective,
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
