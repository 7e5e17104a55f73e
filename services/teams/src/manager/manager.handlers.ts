import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  managerInvitationRoutes,
  managerStaffRoutes,
  managerSubscriptionRoutes,
  managerTeamRoutes,
  TEAM_LOGO_MAX_BYTES,
  TEAM_LOGO_MIME_TYPES,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { InvitationsService } from '../invitations/invitations.service.js';
import { ManagerAccess } from './manager-access.js';
import { ManagerTeamsService } from './manager-teams.service.js';
import { StaffService } from './staff.service.js';

type Req<T extends keyof typeof managerTeamRoutes> = RouteRequest<(typeof managerTeamRoutes)[T]>;
type Res<T extends keyof typeof managerTeamRoutes> = RouteReply<(typeof managerTeamRoutes)[T]>;

/** /manager/teams and /manager/profile/subscription. Each service method checks the manager first. */
@Controller()
export class ManagerTeamsHandlers {
  constructor(
    private readonly teams: ManagerTeamsService,
    private readonly invitations: InvitationsService,
    private readonly access: ManagerAccess,
  ) {}

  @Handle(managerTeamRoutes.list)
  list(@Payload() request: Req<'list'>): Promise<Res<'list'>> {
    return this.teams.list(request.principal, request.query);
  }

  @Handle(managerTeamRoutes.logoUploadInfo)
  logoUploadInfo(@Payload() request: Req<'logoUploadInfo'>): Res<'logoUploadInfo'> {
    this.access.manager(request.principal);
    return { url: '/manager/teams/{id}/logo', field: 'file', maxBytes: TEAM_LOGO_MAX_BYTES, accept: [...TEAM_LOGO_MIME_TYPES] };
  }

  @Handle(managerTeamRoutes.create)
  create(@Payload() request: Req<'create'>): Promise<Res<'create'>> {
    return this.teams.create(request.principal, request.body);
  }

  @Handle(managerTeamRoutes.update)
  update(@Payload() request: Req<'update'>): Promise<Res<'update'>> {
    return this.teams.update(request.principal, request.params.id, request.body);
  }

  @Handle(managerTeamRoutes.delete)
  async delete(@Payload() request: Req<'delete'>): Promise<Res<'delete'>> {
    await this.teams.delete(request.principal, request.params.id);
    return { ok: true };
  }

  @Handle(managerTeamRoutes.uploadLogo)
  uploadLogo(@Payload() request: Req<'uploadLogo'>): Promise<Res<'uploadLogo'>> {
    return this.teams.uploadLogo(request.principal, request.params.id, request.body.file);
  }

  @Handle(managerTeamRoutes.logo)
  logo(@Payload() request: Req<'logo'>): Promise<Res<'logo'>> {
    return this.teams.logoFile(request.principal, request.params.id);
  }

  @Handle(managerTeamRoutes.deleteLogo)
  deleteLogo(@Payload() request: Req<'deleteLogo'>): Promise<Res<'deleteLogo'>> {
    return this.teams.deleteLogo(request.principal, request.params.id);
  }

  @Handle(managerSubscriptionRoutes.subscription)
  subscription(@Payload() request: RouteRequest<typeof managerSubscriptionRoutes.subscription>): Promise<RouteReply<typeof managerSubscriptionRoutes.subscription>> {
    return this.invitations.subscription(request.principal);
  }
}

type StaffReq<T extends keyof typeof managerStaffRoutes> = RouteRequest<(typeof managerStaffRoutes)[T]>;
type StaffRes<T extends keyof typeof managerStaffRoutes> = RouteReply<(typeof managerStaffRoutes)[T]>;

/** /manager/staff. */
@Controller()
export class StaffHandlers {
  constructor(private readonly staff: StaffService) {}

  @Handle(managerStaffRoutes.list)
  list(@Payload() request: StaffReq<'list'>): Promise<StaffRes<'list'>> {
    return this.staff.list(request.principal, request.query);
  }

  @Handle(managerStaffRoutes.get)
  get(@Payload() request: StaffReq<'get'>): Promise<StaffRes<'get'>> {
    return this.staff.get(request.principal, request.params.id);
  }

  @Handle(managerStaffRoutes.permissions)
  permissions(@Payload() request: StaffReq<'permissions'>): Promise<StaffRes<'permissions'>> {
    return this.staff.setPermissions(request.principal, request.params.id, request.body);
  }

  @Handle(managerStaffRoutes.changeTeam)
  changeTeam(@Payload() request: StaffReq<'changeTeam'>): Promise<StaffRes<'changeTeam'>> {
    return this.staff.changeTeam(request.principal, request.params.id, request.body);
  }

  @Handle(managerStaffRoutes.close)
  close(@Payload() request: StaffReq<'close'>): Promise<StaffRes<'close'>> {
    return this.staff.close(request.principal, request.params.id, request.body);
  }
}

type InvReq<T extends keyof typeof managerInvitationRoutes> = RouteRequest<(typeof managerInvitationRoutes)[T]>;
type InvRes<T extends keyof typeof managerInvitationRoutes> = RouteReply<(typeof managerInvitationRoutes)[T]>;

/** /manager/invitations, and the invitee's /invitations/{hash} (public: the link's token is the access). */
@Controller()
export class InvitationsHandlers {
  constructor(private readonly invitations: InvitationsService) {}

  @Handle(managerInvitationRoutes.list)
  list(@Payload() request: InvReq<'list'>): Promise<InvRes<'list'>> {
    return this.invitations.list(request.principal, request.query);
  }

  @Handle(managerInvitationRoutes.create)
  create(@Payload() request: InvReq<'create'>): Promise<InvRes<'create'>> {
    return this.invitations.create(request.principal, request.body);
  }

  @Handle(managerInvitationRoutes.resend)
  resend(@Payload() request: InvReq<'resend'>): Promise<InvRes<'resend'>> {
    return this.invitations.resend(request.principal, request.params.id);
  }

  @Handle(managerInvitationRoutes.revoke)
  revoke(@Payload() request: InvReq<'revoke'>): Promise<InvRes<'revoke'>> {
    return this.invitations.revoke(request.principal, request.params.id);
  }

  @Handle(managerInvitationRoutes.preview)
  preview(@Payload() request: InvReq<'preview'>): Promise<InvRes<'preview'>> {
    return this.invitations.preview(request.params.hash);
  }

  @Handle(managerInvitationRoutes.accept)
  accept(@Payload() request: InvReq<'accept'>): Promise<InvRes<'accept'>> {
    return this.invitations.accept(request.params.hash, request.body);
  }
}
