import { Injectable } from '@nestjs/common';
import {
  NO_SHARING,
  TEAMS_SUBJECTS,
  isClinicianType,
  type EffectivePermissions,
  type Principal,
  type RequestMeta,
} from '@openset/contracts';
import { DomainError, forbidden, unauthenticated, unavailable } from '../domain-error.js';
import { serviceLogger } from '../logger.js';
import { RpcClient } from '../rpc-client.js';
import { PermissionsCache } from './permissions-cache.js';
import type { Viewer } from './visibility.js';

const logger = serviceLogger('access');

/**
 * A clinician's effective permissions as this service knows them. `unconfirmed`: the teams service
 * did not answer, so these are the fail-closed stand-in (nothing shared, restrictPhi on).
 */
export type KnownPermissions = EffectivePermissions & { unconfirmed?: true };

/**
 * Refuses what restrictPhi withholds (health information, drafts): ERRPERMISSION for restricted
 * staff, ERRUNAVAILABLE while the teams service cannot say whether the caller is restricted.
 */
export function refuseIfRestricted(effective: KnownPermissions, message: string): void {
  if (effective.unconfirmed) throw unavailable('Permissions cannot be checked right now; try again shortly');
  if (effective.permissions.restrictPhi) throw forbidden(message);
}

/**
 * Access checks of the clinician's shared libraries (exercises, set folders, ...). Every handler
 * starts here: the caller must be a clinician, and team/org sharing comes from the teams service
 * (never from the client), kept a few seconds and dropped when the teams service announces a
 * change, so a permission a manager withdraws stops working at once.
 */
@Injectable()
export class AccessService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: PermissionsCache,
  ) {}

  /** A signed-in clinician, without asking the teams service (enough for the stock library). */
  clinician(principal: Principal | null): Principal {
    if (!principal) throw unauthenticated();
    if (!isClinicianType(principal.type)) throw forbidden('Clinicians only');
    return principal;
  }

  /** The caller of a route; with the request's `meta`, the viewer carries its address for the activity log. */
  async viewer(principal: Principal | null, meta?: Pick<RequestMeta, 'ip'>): Promise<Viewer> {
    const viewer = await this.viewerOf(this.clinician(principal).accountId);
    return meta ? { ...viewer, ip: meta.ip } : viewer;
  }

  /**
   * The viewer of an account another service names in an internal call (that service has
   * checked its caller is a signed-in clinician).
   */
  async viewerOf(accountId: string): Promise<Viewer> {
    const effective = await this.permissionsOf(accountId);
    const p = effective.permissions;
    return {
      accountId,
      teamId: effective.teamId,
      orgId: effective.orgId,
      exercises: { team: effective.teamId ? p.teamExercises : false, org: effective.orgId ? p.orgExercises : false },
      folders: { team: effective.teamId ? p.teamFolders : false, org: effective.orgId ? p.orgFolders : false },
      education: { team: effective.teamId ? p.teamEducation : false, org: effective.orgId ? p.orgEducation : false },
      outcomes: { team: effective.teamId ? p.teamOutcomes : false, org: effective.orgId ? p.orgOutcomes : false },
    };
  }

  /** The clinician's effective permissions (cached like the viewer's): restrictPhi and the boolean flags. */
  async permissionsOf(accountId: string): Promise<KnownPermissions> {
    const cached = this.cache.get(accountId);
    if (cached) return cached;
    try {
      const permissions = await this.rpc.call<EffectivePermissions>(TEAMS_SUBJECTS.permissionsOf, { accountId }, { idempotent: true });
      this.cache.set(permissions);
      return permissions;
    } catch (error) {
      // Without the teams service nobody shares anything: own and stock data keep working and
      // team/org data stays hidden (fail closed), instead of the whole browser failing. Whether
      // the caller is restricted (restrictPhi) is unknown too, so what it withholds stays withheld.
      if (error instanceof DomainError && error.code === 'ERRUNAVAILABLE') {
        logger.warn({ accountId }, 'teams service unavailable: treating the clinician as unshared and restricted');
        return { accountId, teamId: null, orgId: null, teamMemberIds: [accountId], permissions: { ...NO_SHARING, restrictPhi: true }, unconfirmed: true };
      }
      throw error;
    }
  }
}
