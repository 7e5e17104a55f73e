import { Controller, Inject } from '@nestjs/common';
import type { z } from 'zod';
import type { authRoutes, ClinicianProfileUpdate, ManagerProfileUpdate, Role, RouteDef, RouteReply, RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { PasswordsService } from '../passwords/passwords.service.js';
import type { Account } from './account.entity.js';
import { AccountsService } from './accounts.service.js';
import { ProfilesService } from './profiles.service.js';

/** The routes of an account's own profile: read it, change it (answering it again), change the password. */
export interface ProfileRoutes<Get extends RouteDef, Update extends RouteDef> {
  get: Get;
  update: Update;
  password: typeof authRoutes.clinicianPassword | typeof authRoutes.managerPassword;
}

/** A route whose body is a profile change. */
type UpdateRoute = RouteDef<z.ZodType, z.ZodType, z.ZodType<ClinicianProfileUpdate | ManagerProfileUpdate>>;

/**
 * The handlers of one role's profile routes (the clinician's, the manager's): the same three
 * calls, which differ in the role they are for and the profile they answer (`present`). As
 * server-kit's `folderHandlers` does for folder trees:
 * `export class ManagerHandlers extends profileHandlers('manager', routes, present) {}`.
 */
export function profileHandlers<Get extends RouteDef, Update extends UpdateRoute>(
  role: Role,
  routes: ProfileRoutes<Get, Update>,
  present: (profiles: ProfilesService, account: Account) => RouteReply<Get> | Promise<RouteReply<Get>>,
) {
  @Controller()
  class ProfileHandlers {
    constructor(
      @Inject(ProfilesService) readonly profiles: ProfilesService,
      @Inject(AccountsService) readonly accounts: AccountsService,
      @Inject(PasswordsService) readonly passwords: PasswordsService,
    ) {}

    @Handle(routes.get)
    async get(request: RouteRequest<Get>): Promise<RouteReply<Get>> {
      const principal = requireRole(request.principal, role);
      return present(this.profiles, await this.profiles.load(principal.accountId));
    }

    /** Answers the profile as changed, as the read does. */
    @Handle(routes.update)
    async update(request: RouteRequest<Update>): Promise<RouteReply<Get>> {
      const principal = requireRole(request.principal, role);
      const account = await this.accounts.update(await this.profiles.load(principal.accountId), request.body);
      return present(this.profiles, account);
    }

    @Handle(routes.password)
    password(request: RouteRequest<typeof authRoutes.clinicianPassword>): Promise<RouteReply<typeof authRoutes.clinicianPassword>> {
      const principal = requireRole(request.principal, role);
      return this.passwords.change(principal, request.body, request.meta);
    }
  }
  return ProfileHandlers;
}
