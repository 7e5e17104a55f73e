import { Controller } from '@nestjs/common';
import { adminRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { AdminService } from './admin.service.js';

/** The operator's console: every call is an admin's, checked first. */
@Controller()
export class AdminHandlers {
  constructor(private readonly admin: AdminService) {}

  @Handle(adminRoutes.accounts)
  accounts(request: RouteRequest<typeof adminRoutes.accounts>): Promise<RouteReply<typeof adminRoutes.accounts>> {
    requireRole(request.principal, 'admin');
    return this.admin.list(request.query);
  }

  @Handle(adminRoutes.createAccount)
  createAccount(request: RouteRequest<typeof adminRoutes.createAccount>): Promise<RouteReply<typeof adminRoutes.createAccount>> {
    const admin = requireRole(request.principal, 'admin');
    return this.admin.create(request.body, admin.accountId);
  }

  @Handle(adminRoutes.setClosed)
  setClosed(request: RouteRequest<typeof adminRoutes.setClosed>): Promise<RouteReply<typeof adminRoutes.setClosed>> {
    const admin = requireRole(request.principal, 'admin');
    return this.admin.setClosed(request.params.id, request.body.closed, admin.accountId);
  }

  @Handle(adminRoutes.createOrganisation)
  createOrganisation(request: RouteRequest<typeof adminRoutes.createOrganisation>): Promise<RouteReply<typeof adminRoutes.createOrganisation>> {
    const admin = requireRole(request.principal, 'admin');
    return this.admin.createOrganisation(request.body, admin.accountId);
  }

  @Handle(adminRoutes.students)
  students(request: RouteRequest<typeof adminRoutes.students>): Promise<RouteReply<typeof adminRoutes.students>> {
    requireRole(request.principal, 'admin');
    return this.admin.students(request.query.skip, request.query.limit);
  }

  @Handle(adminRoutes.studentProof)
  studentProof(request: RouteRequest<typeof adminRoutes.studentProof>): Promise<RouteReply<typeof adminRoutes.studentProof>> {
    requireRole(request.principal, 'admin');
    return this.admin.proof(request.params.id);
  }

  @Handle(adminRoutes.decideStudent)
  decideStudent(request: RouteRequest<typeof adminRoutes.decideStudent>): Promise<RouteReply<typeof adminRoutes.decideStudent>> {
    const admin = requireRole(request.principal, 'admin');
    return this.admin.decideStudent(request.params.id, request.body.approve, admin.accountId);
  }
}
