import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  HEADER_FOOTER_SUBJECTS,
  headerFooterRoutes as r,
  headerFooterSelectableRequestSchema,
  managerHeaderFooterRoutes as m,
  TEAMS_SUBJECTS,
  type EffectivePermissions,
  type HeaderFooterSelectableReply,
  type HeaderFooterSelectionReply,
  type RouteReply,
  type RouteRequest,
  type Team,
} from '@openset/contracts';
import { AccessService, forbidden, Handle, notFound, pageOf, parseOrThrow, RpcClient, unauthenticated } from '@openset/server-kit';
import { HeaderFootersService, toHeaderFooter } from './header-footers.service.js';

/** Calls of /api/clinician/headerFooters, the manager's POST /api/manager/teams/header, and the auth service's question. */
@Controller()
export class HeaderFooterHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly headers: HeaderFootersService,
    private readonly rpc: RpcClient,
  ) {}

  private viewer(request: { principal: RouteRequest<typeof r.list>['principal'] }) {
    return this.headers.viewerOf(this.access.clinician(request.principal).accountId);
  }

  /**
   * The caller's headers and their selection. The auth service keeps the selection (the profile's
   * headerFooterId); told the team header, it selects it for an account that never chose (the
   * first fetch), and answers the selection either way.
   */
  @Handle(r.list)
  async list(@Payload() request: RouteRequest<typeof r.list>): Promise<RouteReply<typeof r.list>> {
    const viewer = await this.viewer(request);
    const rows = await this.headers.visible(viewer);
    const teamHeaderId = rows.find((row) => row.type === 'teamHeaderFooter')?.id ?? null;
    const { headerFooterId } = await this.rpc.call<HeaderFooterSelectionReply>(
      HEADER_FOOTER_SUBJECTS.selection,
      { accountId: viewer.accountId, teamHeaderId },
      { idempotent: true },
    );
    return {
      ...pageOf(rows.map((row) => toHeaderFooter(row, viewer)), request.query),
      selectedId: rows.some((row) => row.id === headerFooterId) ? headerFooterId : null,
    };
  }

  @Handle(r.logo)
  async logo(@Payload() request: RouteRequest<typeof r.logo>): Promise<RouteReply<typeof r.logo>> {
    return this.headers.logoFile(request.params.id, await this.viewer(request), request.query.imgWidth);
  }

  @Handle(r.create)
  async create(@Payload() request: RouteRequest<typeof r.create>): Promise<RouteReply<typeof r.create>> {
    const viewer = await this.viewer(request);
    return toHeaderFooter(await this.headers.create(viewer, request.body), viewer);
  }

  @Handle(r.update)
  async update(@Payload() request: RouteRequest<typeof r.update>): Promise<RouteReply<typeof r.update>> {
    const viewer = await this.viewer(request);
    return toHeaderFooter(await this.headers.update(request.params.id, viewer, request.body), viewer);
  }

  @Handle(r.delete)
  async delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    await this.headers.delete(request.params.id, await this.viewer(request));
    return { ok: true };
  }

  @Handle(r.deleteLogo)
  async deleteLogo(@Payload() request: RouteRequest<typeof r.deleteLogo>): Promise<RouteReply<typeof r.deleteLogo>> {
    const viewer = await this.viewer(request);
    return toHeaderFooter(await this.headers.deleteLogo(request.params.id, viewer), viewer);
  }

  /**
   * POST /api/manager/teams/header: a manager writes the header of a team of their organisation.
   * A team of another organisation answers ERRNOTFOUND, as an unknown one.
   */
  @Handle(m.teamHeader)
  async teamHeader(@Payload() request: RouteRequest<typeof m.teamHeader>): Promise<RouteReply<typeof m.teamHeader>> {
    const principal = request.principal;
    if (!principal) throw unauthenticated();
    if (principal.role !== 'manager') throw forbidden('Managers only');
    const { teamId, ...input } = request.body;
    const [own, team] = await Promise.all([
      this.rpc.call<EffectivePermissions>(TEAMS_SUBJECTS.permissionsOf, { accountId: principal.accountId }, { idempotent: true }),
      this.rpc.call<Team>(TEAMS_SUBJECTS.teamOf, { teamId }, { idempotent: true }),
    ]);
    if (own.orgId === null || team.orgId !== own.orgId) throw notFound('No such team');
    const row = await this.headers.putTeamHeader(teamId, principal.accountId, input);
    return { ...toHeaderFooter(row, { accountId: principal.accountId, teamId }), editable: true };
  }

  /** The auth service, before it stores a profile's headerFooterId. */
  @Handle(HEADER_FOOTER_SUBJECTS.selectable)
  async selectable(@Payload() payload: unknown): Promise<HeaderFooterSelectableReply> {
    const { accountId, headerFooterId } = parseOrThrow(headerFooterSelectableRequestSchema, payload);
    return { selectable: await this.headers.selectable(accountId, headerFooterId) };
  }
}
