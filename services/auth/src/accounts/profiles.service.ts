import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  effectivePermissionsSchema,
  roleOf,
  TEAMS_SUBJECTS,
  type ClinicianProfile,
  type ManagerProfile,
  type StaffPermissions,
} from '@openset/contracts';
import { DomainError, notFound, RpcClient } from '@openset/server-kit';
import type { Account } from './account.entity.js';
import { findAccountById } from './accounts.repository.js';
import { toClinicianProfile, toManagerProfile } from './profile.mapper.js';

@Injectable()
export class ProfilesService {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
  ) {}

  async load(accountId: string): Promise<Account> {
    const account = await findAccountById(this.em, accountId);
    if (!account) {
      throw notFound('No such account');
    }
    return account;
  }

  /**
   * Staff profiles carry the flags the teams service decides. When teams does not answer, the
   * profile fails (ERRUNAVAILABLE) rather than guess permissions.
   */
  async clinicianProfile(account: Account, now = new Date()): Promise<ClinicianProfile> {
    const permissions = account.type === 'staff' ? await this.staffPermissions(account.id) : undefined;
    return toClinicianProfile(account, now, permissions);
  }

  managerProfile(account: Account, now = new Date()): ManagerProfile {
    return toManagerProfile(account, now);
  }

  /** The profile shape of the account's role; admins get the manager shape (billing and seats). */
  profileOf(account: Account, now = new Date()): Promise<ClinicianProfile | ManagerProfile> {
    return roleOf(account.type) === 'clinician'
      ? this.clinicianProfile(account, now)
      : Promise.resolve(this.managerProfile(account, now));
  }

  private async staffPermissions(accountId: string): Promise<StaffPermissions> {
    const reply = await this.rpc.call<unknown>(TEAMS_SUBJECTS.permissionsOf, { accountId }, { idempotent: true });
    const parsed = effectivePermissionsSchema.safeParse(reply);
    if (!parsed.success) {
      throw new DomainError('ERRINTERNAL', 'Internal error');
    }
    return parsed.data.permissions;
  }
}
