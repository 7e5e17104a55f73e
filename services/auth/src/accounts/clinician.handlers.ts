import { Controller } from '@nestjs/common';
import { authRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { PasswordsService } from '../passwords/passwords.service.js';
import { AccountsService } from './accounts.service.js';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ClinicianHandlers {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordsService,
  ) {}

  @Handle(authRoutes.clinicianGet)
  async get(request: RouteRequest<typeof authRoutes.clinicianGet>): Promise<RouteReply<typeof authRoutes.clinicianGet>> {
    const principal = requireRole(request.principal, 'clinician');
    return this.profiles.clinicianProfile(await this.profiles.load(principal.accountId));
  }

  @Handle(authRoutes.clinicianUpdate)
  async update(request: RouteRequest<typeof authRoutes.clinicianUpdate>): Promise<RouteReply<typeof authRoutes.clinicianUpdate>> {
    const principal = requireRole(request.principal, 'clinician');
    const account = await this.accounts.update(await this.profiles.load(principal.accountId), request.body);
    return this.profiles.clinicianProfile(account);
  }

  @Handle(authRoutes.clinicianPassword)
  password(request: RouteRequest<typeof authRoutes.clinicianPassword>): Promise<RouteReply<typeof authRoutes.clinicianPassword>> {
    const principal = requireRole(request.principal, 'clinician');
    return this.passwords.change(principal, request.body, request.meta);
  }
}
