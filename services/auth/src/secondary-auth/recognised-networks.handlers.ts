import { Controller } from '@nestjs/common';
import { clinicianNetworkRoutes, managerNetworkRoutes, type Principal, type Role, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { requirePerson } from '../access/require-person.js';
import { requireRole } from '../access/require-role.js';
import { RecognisedNetworksService } from './recognised-networks.service.js';

/** The account's own rows only, asked by its owner at a browser (never with an API key). */
const owner = (principal: Principal | null | undefined, role: Role) => requirePerson(requireRole(principal, role));

type Routes = typeof clinicianNetworkRoutes | typeof managerNetworkRoutes;
type ListRequest = RouteRequest<Routes['list']>;
type ForgetRequest = RouteRequest<Routes['forget']>;
type ForgetAllRequest = RouteRequest<Routes['forgetAll']>;

/** Settings > Security of both modes: the same rules under the clinician's and the manager's paths. */
@Controller()
export class RecognisedNetworksHandlers {
  constructor(private readonly networks: RecognisedNetworksService) {}

  @Handle(clinicianNetworkRoutes.list)
  clinicianList(request: ListRequest): Promise<RouteReply<typeof clinicianNetworkRoutes.list>> {
    return this.networks.list(owner(request.principal, 'clinician'), request.query, request.meta);
  }

  @Handle(clinicianNetworkRoutes.forget)
  clinicianForget(request: ForgetRequest): Promise<RouteReply<typeof clinicianNetworkRoutes.forget>> {
    return this.networks.forget(owner(request.principal, 'clinician'), request.params.id, request.meta);
  }

  @Handle(clinicianNetworkRoutes.forgetAll)
  clinicianForgetAll(request: ForgetAllRequest): Promise<RouteReply<typeof clinicianNetworkRoutes.forgetAll>> {
    return this.networks.forgetAll(owner(request.principal, 'clinician'), request.meta);
  }

  @Handle(managerNetworkRoutes.list)
  managerList(request: ListRequest): Promise<RouteReply<typeof managerNetworkRoutes.list>> {
    return this.networks.list(owner(request.principal, 'manager'), request.query, request.meta);
  }

  @Handle(managerNetworkRoutes.forget)
  managerForget(request: ForgetRequest): Promise<RouteReply<typeof managerNetworkRoutes.forget>> {
    return this.networks.forget(owner(request.principal, 'manager'), request.params.id, request.meta);
  }

  @Handle(managerNetworkRoutes.forgetAll)
  managerForgetAll(request: ForgetAllRequest): Promise<RouteReply<typeof managerNetworkRoutes.forgetAll>> {
    return this.networks.forgetAll(owner(request.principal, 'manager'), request.meta);
  }
}
