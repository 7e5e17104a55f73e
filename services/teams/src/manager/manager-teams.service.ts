import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  TEAM_LOGO_MAX_BYTES,
  TEAM_LOGO_MIME_TYPES,
  uploadErrorDetails,
  type CreateManagerTeam,
  type FileRef,
  type ManagerTeam,
  type ManagerTeamList,
  type PageQuery,
  type Principal,
  type UpdateManagerTeam,
  type UploadRef,
} from '@openset/contracts';
import { DomainError, filesBucketName, notFound, ObjectBuckets, operationRefused } from '@openset/server-kit';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { Invitation } from '../invitations/invitation.entity.js';
import { Membership } from '../teams/membership.entity.js';
import { PermissionsAnnouncer } from '../teams/permissions-announcer.js';
import { TeamLogo } from '../teams/team-logo.entity.js';
import type { Team } from '../teams/team.entity.js';
import { Team as TeamEntity } from '../teams/team.entity.js';
import { toTeamDto } from '../teams/teams.mapper.js';
import { TeamsService } from '../teams/teams.service.js';
import { ManagerAccess } from './manager-access.js';

/** The teams manager: a manager's teams, their flags and logos. */
@Injectable()
export class ManagerTeamsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ManagerAccess,
    private readonly teams: TeamsService,
    private readonly buckets: ObjectBuckets,
    private readonly announce: PermissionsAnnouncer,
  ) {}

  async list(principal: Principal | null, page: PageQuery): Promise<ManagerTeamList> {
    const org = await this.access.organisation(principal);
    if (!org) return { items: [], total: 0 };
    const [rows, total] = await this.em.findAndCount(TeamEntity, { org }, { orderBy: { createdAt: 'asc', id: 'asc' }, offset: page.skip, limit: page.limit });
    return { items: await this.withCounts(rows), total };
  }

  /** The manager's first team makes their organisation. */
  async create(principal: Principal | null, body: CreateManagerTeam): Promise<ManagerTeam> {
    const managerId = this.access.manager(principal);
    const org = (await this.access.organisation(principal)) ?? (await this.teams.createOrganisation({ ownerId: managerId, title: 'Organisation' }));
    const team = await this.teams.createTeam({ orgId: org.id, title: body.title, ...(body.colour ? { colour: body.colour } : {}) });
    return { ...team, memberCount: 0 };
  }

  async update(principal: Principal | null, teamId: string, body: UpdateManagerTeam): Promise<ManagerTeam> {
    const team = await this.access.team(principal, teamId);
    await this.teams.updateTeam({ teamId: team.id, ...body });
    // Members without a value of their own follow the team's on their next call.
    await this.announce.changed({ teamId: team.id }, null);
    return (await this.withCounts([team]))[0]!;
  }

  async delete(principal: Principal | null, teamId: string): Promise<void> {
    const team = await this.access.team(principal, teamId);
    const [members, invitations] = await Promise.all([
      this.em.count(Membership, { team, closedAt: null }),
      this.em.count(Invitation, { team, status: 'pending', expiresAt: { $gt: new Date() } }),
    ]);
    if (members > 0 || invitations > 0) throw operationRefused('Only a team without staff or pending invitations can be deleted');
    await this.em.nativeDelete(Invitation, { team });
    await this.em.nativeDelete(Membership, { team });
    await this.em.nativeDelete(TeamLogo, { teamId: team.id });
    this.em.remove(team);
    await this.em.flush();
  }

  /** The staged upload read whole (at most 1 MB), its type sniffed from the bytes, kept beside the team. */
  async uploadLogo(principal: Principal | null, teamId: string, ref: UploadRef): Promise<ManagerTeam> {
    const team = await this.access.team(principal, teamId);
    const bytes = await this.readStaged(ref);
    const sniffed = await fileTypeFromBuffer(bytes);
    if (!sniffed || !(TEAM_LOGO_MIME_TYPES as readonly string[]).includes(sniffed.mime)) {
      throw new DomainError('ERRVALIDATION', 'Upload Error', uploadErrorDetails());
    }
    const existing = await this.em.findOne(TeamLogo, { teamId: team.id });
    if (existing) this.em.assign(existing, { mime: sniffed.mime, bytes, updatedAt: new Date() });
    else this.em.create(TeamLogo, { teamId: team.id, mime: sniffed.mime, bytes, updatedAt: new Date() });
    await this.em.flush();
    await this.teams.updateTeam({ teamId: team.id, logoResourceId: logoVersion(bytes) });
    return (await this.withCounts([team]))[0]!;
  }

  async deleteLogo(principal: Principal | null, teamId: string): Promise<ManagerTeam> {
    const team = await this.access.team(principal, teamId);
    await this.em.nativeDelete(TeamLogo, { teamId: team.id });
    await this.teams.updateTeam({ teamId: team.id, logoResourceId: null });
    return (await this.withCounts([team]))[0]!;
  }

  /** The logo put in the files bucket under its digest (so a changed logo is a new object) for the gateway to stream. */
  async logoFile(principal: Principal | null, teamId: string): Promise<FileRef> {
    const team = await this.access.team(principal, teamId);
    const logo = await this.em.findOne(TeamLogo, { teamId: team.id }, { populate: ['bytes'] });
    if (!logo || !team.logoResourceId) throw notFound('This team has no logo');
    const object = `team-logos/${team.id}/${team.logoResourceId}`;
    const store = await this.buckets.bucket(filesBucketName());
    const info = await store.info(object);
    if (!info) await store.putBlob({ name: object }, new Uint8Array(logo.bytes));
    return { bucket: filesBucketName(), object, mime: logo.mime, size: logo.bytes.length, cacheSeconds: 0, etag: `"${team.logoResourceId}"` };
  }

  private async readStaged(ref: UploadRef): Promise<Buffer> {
    if (ref.size > TEAM_LOGO_MAX_BYTES) throw new DomainError('ERRVALIDATION', 'Upload Error', uploadErrorDetails());
    const store = await this.buckets.bucket(ref.bucket);
    const info = await store.info(ref.object);
    if (!info) throw new DomainError('ERRVALIDATION', 'Upload Error', uploadErrorDetails());
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.buckets.whole(ref.bucket, info)) chunks.push(chunk);
    await store.delete(ref.object).catch(() => undefined);
    return Buffer.concat(chunks);
  }

  private async withCounts(rows: Team[]): Promise<ManagerTeam[]> {
    if (rows.length === 0) return [];
    const members = await this.em.find(Membership, { team: { $in: rows.map((row) => row.id) }, closedAt: null }, { fields: ['team'] });
    const byTeam = new Map<string, number>();
    for (const member of members) byTeam.set(member.team.id, (byTeam.get(member.team.id) ?? 0) + 1);
    return rows.map((row) => ({ ...toTeamDto(row), memberCount: byTeam.get(row.id) ?? 0 }));
  }
}

/** A short digest of the logo's bytes: its version, what `logoResourceId` names. */
const logoVersion = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 32);

