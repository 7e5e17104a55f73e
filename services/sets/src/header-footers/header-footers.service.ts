import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EXERCISES_SUBJECTS,
  VISIBILITY_SUBJECTS,
  type ExercisesVisibleReply,
  type FileRef,
  type HeaderFooter,
  type HeaderFooterInput,
  type ResourceMedia,
} from '@openset/contracts';
import { AccessService, DomainError, forbidden, isUuid, notFound, RpcClient } from '@openset/server-kit';
import { HeaderFooterSchema, type HeaderFooterRow } from './header-footer.entity.js';

/**
 * Whose headers a clinician sees: their own, and their team's header while the team's
 * teamHeaderFooter permission (or their own override of it) is on. `teamId` is null otherwise.
 */
export interface HeaderViewer {
  accountId: string;
  teamId: string | null;
}

export const toHeaderFooter = (row: HeaderFooterRow, viewer: HeaderViewer): HeaderFooter => ({
  id: row.id,
  headerLine1: row.headerLine1,
  headerLine2: row.headerLine2,
  headerLine3: row.headerLine3,
  footer: row.footer,
  logo: row.logoResourceId ?? null,
  type: row.type,
  editable: row.type === 'user' && row.ownerId === viewer.accountId,
  updated: row.updatedAt.toISOString(),
});

/**
 * Headers and footers: the rules. Another clinician's header, or a team header the caller may not
 * see, answers ERRNOTFOUND exactly as an unknown id; the team header a staff member sees is theirs
 * to select, not to change (ERRPERMISSION): its manager writes it.
 *
 * The logo is an image resource of the exercises service, named by id. Uploading goes through
 * `POST /clinician/resources/upload/image`, so a logo gets the library's image rules unchanged
 * (type sniffed from the content, size limit, the account's quota, resized copies cached once,
 * 'Upload Error' for anything else) and this service keeps only the id, checked with the
 * exercises service's visibility rule when it comes in. That reuses the whole upload path; the
 * other way (this service taking the upload and handing it on) would have needed a second upload
 * route and a new exercises subject for the same checks. Serving the logo goes through this
 * service (`logoFile`), because a team-mate who sees the team header cannot see its manager's
 * upload in the library.
 */
@Injectable()
export class HeaderFootersService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessService,
    private readonly rpc: RpcClient,
  ) {}

  /** Who sees what, from the teams service's effective permissions (kept a few seconds). */
  async viewerOf(accountId: string): Promise<HeaderViewer> {
    const effective = await this.access.permissionsOf(accountId);
    return { accountId, teamId: effective.permissions.teamHeaderFooter ? effective.teamId : null };
  }

  /** The team header first (when the caller sees one), then their own, oldest first. */
  async visible(viewer: HeaderViewer): Promise<HeaderFooterRow[]> {
    const rows = await this.em.find(
      HeaderFooterSchema,
      viewer.teamId ? { $or: [{ ownerId: viewer.accountId }, { teamId: viewer.teamId }] } : { ownerId: viewer.accountId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return [...rows.filter((row) => row.type === 'teamHeaderFooter'), ...rows.filter((row) => row.type === 'user')];
  }

  /** One header the caller sees, else ERRNOTFOUND. */
  async find(id: string, viewer: HeaderViewer): Promise<HeaderFooterRow> {
    const row = isUuid(id) ? await this.em.findOne(HeaderFooterSchema, { id }) : null;
    if (!row || !(row.ownerId === viewer.accountId || (viewer.teamId !== null && row.teamId === viewer.teamId))) {
      throw notFound('No such header');
    }
    return row;
  }

  /** One header of the caller's own: a team header they see is read-only to them. */
  private async own(id: string, viewer: HeaderViewer): Promise<HeaderFooterRow> {
    const row = await this.find(id, viewer);
    if (row.ownerId !== viewer.accountId) throw forbidden('The team header is changed by your manager');
    return row;
  }

  async create(viewer: HeaderViewer, input: HeaderFooterInput): Promise<HeaderFooterRow> {
    await this.requireLogoVisible(viewer.accountId, input.logo);
    const row = this.em.create(HeaderFooterSchema, { type: 'user', ownerId: viewer.accountId, teamId: null, authorId: viewer.accountId, ...this.fields(input) });
    await this.em.flush();
    return row;
  }

  async update(id: string, viewer: HeaderViewer, input: HeaderFooterInput): Promise<HeaderFooterRow> {
    const row = await this.own(id, viewer);
    // A logo it already shows stays, as a set keeps the ids it holds.
    if (input.logo !== row.logoResourceId) await this.requireLogoVisible(viewer.accountId, input.logo);
    this.em.assign(row, { ...this.fields(input), updatedAt: new Date() });
    await this.em.flush();
    return row;
  }

  async delete(id: string, viewer: HeaderViewer): Promise<void> {
    await this.em.remove(await this.own(id, viewer)).flush();
  }

  async deleteLogo(id: string, viewer: HeaderViewer): Promise<HeaderFooterRow> {
    const row = await this.own(id, viewer);
    if (row.logoResourceId !== null) {
      this.em.assign(row, { logoResourceId: null, updatedAt: new Date() });
      await this.em.flush();
    }
    return row;
  }

  /**
   * The team's header, created or replaced by the team's manager (the caller has checked that
   * the team is theirs). One per team.
   */
  async putTeamHeader(teamId: string, managerId: string, input: HeaderFooterInput): Promise<HeaderFooterRow> {
    const row = await this.em.findOne(HeaderFooterSchema, { teamId });
    if (input.logo !== (row?.logoResourceId ?? null)) await this.requireLogoVisible(managerId, input.logo);
    if (row) {
      this.em.assign(row, { ...this.fields(input), authorId: managerId, updatedAt: new Date() });
      await this.em.flush();
      return row;
    }
    const created = this.em.create(HeaderFooterSchema, { type: 'teamHeaderFooter', ownerId: null, teamId, authorId: managerId, ...this.fields(input) });
    await this.em.flush();
    return created;
  }

  /** The logo's file at `imgWidth`, for whoever sees the header. */
  async logoFile(id: string, viewer: HeaderViewer, imgWidth: number | undefined): Promise<FileRef> {
    const row = await this.find(id, viewer);
    if (!row.logoResourceId) throw notFound('This header has no logo');
    const file = await this.rpc.call<FileRef>(EXERCISES_SUBJECTS.resourceFile, { resourceId: row.logoResourceId, imgWidth }, { idempotent: true });
    // The address stays when the logo changes: the browser asks again each time (its ETag, the
    // image's digest, answers 304 while it is the same image).
    return { ...file, cacheSeconds: 0 };
  }

  /** Whether the caller may select `id` as their profile's headerFooterId. */
  async selectable(accountId: string, id: string): Promise<boolean> {
    try {
      await this.find(id, await this.viewerOf(accountId));
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ERRNOTFOUND') return false;
      throw error;
    }
  }

  private fields(input: HeaderFooterInput) {
    return {
      headerLine1: input.headerLine1,
      headerLine2: input.headerLine2,
      headerLine3: input.headerLine3,
      footer: input.footer,
      logoResourceId: input.logo,
    };
  }

  /** The logo must be an image (not a video) the author may see in the library; else ERRNOTFOUND. */
  private async requireLogoVisible(accountId: string, logo: string | null): Promise<void> {
    if (logo === null) return;
    const reply = await this.rpc.call<ExercisesVisibleReply>(
      VISIBILITY_SUBJECTS.exercisesVisible,
      { accountId, elementIds: [], resourceIds: [logo] },
      { idempotent: true },
    );
    if (!reply.resourceIds.includes(logo)) throw notFound('No such logo');
    const media = await this.rpc.call<{ items: ResourceMedia[] }>(EXERCISES_SUBJECTS.resourceMedia, { ids: [logo] }, { idempotent: true });
    // A video is no logo: answered as an image that is not there.
    if (media.items.find((item) => item.id === logo)?.media !== 'image') throw notFound('No such logo');
  }
}
