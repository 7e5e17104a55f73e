import { Controller } from '@nestjs/common';
import { authRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { PasswordsService } from '../passwords/passwords.service.js';
import { AccountsService } from './accounts.service.js';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ManagerHandlers {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordsService,
  ) {}

  @Handle(authRoutes.managerGet)
  async get(request: RouteRequest<typeof authRoutes.managerGet>): Promise<RouteReply<typeof authRoutes.managerGet>> {
    const principal = requireRole(request.principal, 'manager');
    return this.profiles.managerProfile(await this.profiles.load(principal.accountId));
  }

  @Handle(authRoutes.managerUpdate)
  async update(request: RouteRequest<typeof authRoutes.managerUpdate>): Promise<RouteReply<typeof authRoutes.managerUpdate>> {
    const principal = requireRole(request.principal, 'manager');
    const account = await this.accounts.update(await this.profiles.load(principal.accountId), request.body);
    return this.profiles.managerProfile(account);
  }

  @Handle(authRoutes.managerPassword)
  password(request: RouteRequest<typeof authRoutes.managerPassword>): Promise<RouteReply<typeof authRoutes.managerPassword>> {
    const principal = requireRole(request.principal, 'manager');
    return this.passwords.change(principal, request.body, request.meta);
  }
}
