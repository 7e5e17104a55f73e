import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ERROR_MESSAGES,
  errorKeyDetails,
  exerciseCount,
  type ExerciseSet,
  type SetChangedDetails,
  type SetContent,
  type SetCreate,
  type SetUpdate,
} from '@openset/contracts';
import { DomainError, forbidden, notFound, operationRefused, ownershipFor, type Owned, type Viewer } from '@openset/server-kit';
import { randomUUID } from 'node:crypto';
import { DraftsService } from '../drafts/drafts.service.js';
import { SetFoldersService } from '../folders/folders.service.js';
import { HistoryService } from '../history/history.service.js';
import { ClientDirectory } from './client-directory.js';
import { ClientSetEvents } from './client-set-events.js';
import { ExerciseVisibility } from './exercise-visibility.js';
import { PortalPeriods } from './portal-periods.js';
import { SetSchema, type ExerciseSetRow } from './set.entity.js';
import { toSet } from './set.mapper.js';
import { canChangeSet, checkSetSize } from './set-rules.js';
import { SetsService } from './sets.service.js';

const ROOTS = ['user', 'team', 'org'] as const;
type Root = (typeof ROOTS)[number];

const invalid = (path: string, message: string) => new DomainError('ERRVALIDATION', 'The request does not match the contract', [{ path, message }]);
const archived = () => forbidden(ERROR_MESSAGES.archivedClient, errorKeyDetails('archivedClient'));

/**
 * Writes of sets: create, save over (from a version), move, portal on/off, delete. Each call
 * checks who asks, then the request (caps, ids it names, the client), then writes; the
 * interceptor's transaction makes it all or nothing. Every save writes a history point and
 * clears the draft it came from; client-set changes are recorded in the outbox for the activity
 * log.
 */
@Injectable()
export class SetEditsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sets: SetsService,
    private readonly folders: SetFoldersService,
    private readonly exercises: ExerciseVisibility,
    private readonly clients: ClientDirectory,
    private readonly history: HistoryService,
    private readonly drafts: DraftsService,
    private readonly events: ClientSetEvents,
    private readonly portalPeriods: PortalPeriods,
  ) {}

  async create(input: SetCreate, viewer: Viewer): Promise<ExerciseSet> {
    checkSetSize(input.type, input);
    let place: Owned & { folderId: string | null; clientId: string | null };
    if (input.type === 'clientSet') {
      if (!input.clientId) throw invalid('clientId', 'a client set names its client');
      if (input.folderId) throw invalid('folderId', 'a client set lives in no folder');
      const client = await this.clients.require(viewer.accountId, input.clientId);
      if (client.archived) throw archived();
      place = { scope: 'user', ownerId: viewer.accountId, teamId: null, orgId: null, folderId: null, clientId: client.id };
    } else {
      if (input.clientId) throw invalid('clientId', 'a template names no client');
      place = input.folderId ? await this.intoFolder(input.folderId, viewer) : { ...ownershipFor(viewer, input.folderKind, 'folders'), folderId: null, clientId: null };
    }
    await this.exercises.requireVisible(viewer.accountId, input.elements, [], input.education);
    const set = this.em.create(SetSchema, {
      // Named now: the history point written with it refers to it before the flush.
      id: randomUUID(),
      kind: input.type,
      scope: place.scope as Root,
      ownerId: viewer.accountId,
      teamId: place.teamId,
      orgId: place.orgId,
      folderId: place.folderId,
      clientId: place.clientId,
      enabled: input.enabled,
      version: 1,
      ...this.content(input),
    });
    this.history.record(set);
    await this.drafts.clear(viewer.accountId, input.draftId);
    if (set.kind === 'clientSet' && set.enabled) this.portalPeriods.start(set, new Date());
    if (set.kind === 'clientSet') this.events.record('clientSetCreated', set, viewer);
    await this.em.flush();
    return toSet(set, false);
  }

  async update(id: string, input: SetUpdate, viewer: Viewer): Promise<ExerciseSet> {
    // The row is locked until the save commits: two saves from the same version cannot both pass.
    const [set] = await this.sets.visibleRows([id], viewer, true);
    if (!canChangeSet(viewer, set!)) throw forbidden('This set is read-only');
    if (set!.kind === 'clientSet') {
      await this.requireOpenClients([set!], viewer);
      if (!input.signature) throw operationRefused(ERROR_MESSAGES.signatureRequired, errorKeyDetails('signatureRequired'));
    }
    if (set!.version !== input.version) {
      const details: SetChangedDetails = { key: 'setChanged', version: set!.version, updated: set!.updatedAt.toISOString() };
      throw operationRefused(ERROR_MESSAGES.setChanged, details);
    }
    checkSetSize(set!.kind, input);
    await this.exercises.requireVisible(viewer.accountId, input.elements, set!.elements, input.education, set!.education);
    Object.assign(set!, this.content(input), { version: set!.version + 1, updatedAt: new Date() });
    this.history.record(set!);
    await this.drafts.clear(viewer.accountId, input.draftId);
    if (set!.kind === 'clientSet') this.events.record('clientSetUpdated', set!, viewer);
    await this.em.flush();
    return toSet(set!, false);
  }

  /**
   * Templates into a folder, or the root of a kind (`user`, `team`, `org`). Only templates the
   * caller may change move: a read-only team or organisation template stays where it is
   * (ERRPERMISSION), and a shared one sent to the caller's own folders is copied there.
   */
  async move(ids: string[], folderId: string, viewer: Viewer): Promise<void> {
    const sets = await this.writableRows(ids, viewer);
    if (sets.some((set) => set.kind !== 'folderSet')) throw operationRefused('Only templates move into folders');
    const place = (ROOTS as readonly string[]).includes(folderId)
      ? { ...ownershipFor(viewer, folderId as Root, 'folders'), folderId: null }
      : await this.intoFolder(folderId, viewer);
    for (const set of sets) {
      // A team or organisation template going into the caller's own folders is copied, as a
      // shared exercise is: the team keeps it, and its author keeps theirs.
      if (set.scope !== 'user' && place.scope === 'user') {
        const copy = this.em.create(SetSchema, {
          id: randomUUID(),
          kind: 'folderSet',
          scope: 'user',
          ownerId: viewer.accountId,
          teamId: null,
          orgId: null,
          folderId: place.folderId,
          clientId: null,
          enabled: false,
          version: 1,
          savename: set.savename,
          title: set.title,
          instructions: set.instructions,
          elements: set.elements,
          education: set.education,
          exerciseCount: set.exerciseCount,
        });
        this.history.record(copy);
        continue;
      }
      Object.assign(set, { scope: place.scope as Root, teamId: place.teamId, orgId: place.orgId, folderId: place.folderId, updatedAt: new Date() });
      if (place.scope === 'user') set.ownerId = viewer.accountId;
    }
    await this.em.flush();
  }

  /** Client sets shown in (or hidden from) the client portal. */
  async setEnabled(ids: string[], enabled: boolean, viewer: Viewer): Promise<void> {
    const sets = await this.writableRows(ids, viewer);
    if (sets.some((set) => set.kind !== 'clientSet')) throw operationRefused('Only client sets are shown in the client portal');
    await this.requireOpenClients(sets, viewer);
    const changing = sets.filter((set) => set.enabled !== enabled);
    const now = new Date();
    if (enabled) for (const set of changing) this.portalPeriods.start(set, now);
    else await this.portalPeriods.end(changing, now);
    for (const set of changing) {
      set.enabled = enabled;
      set.updatedAt = now;
      this.events.record(enabled ? 'clientSetEnabled' : 'clientSetDisabled', set, viewer);
    }
    await this.em.flush();
  }

  /** Deletes sets with their history points (cascade) and drafts; a client's set only while its client is the viewer's to change. */
  async delete(ids: string[], viewer: Viewer): Promise<void> {
    const sets = await this.writableRows(ids, viewer);
    await this.requireOpenClients(sets.filter((set) => set.kind === 'clientSet'), viewer);
    await this.drafts.clearOfSets(sets.map((set) => set.id));
    for (const set of sets) this.em.remove(set);
    await this.em.flush();
  }

  /**
   * The clients of these client sets are seen by the viewer (else ERRNOTFOUND: the author of a
   * set for a team-mate's client loses it when the team stops sharing clients) and not archived
   * (their sets are read-only).
   */
  private async requireOpenClients(sets: readonly ExerciseSetRow[], viewer: Viewer): Promise<void> {
    if (sets.length === 0) return;
    const clients = await this.clients.visible(viewer.accountId, sets.map((set) => set.clientId!));
    for (const set of sets) {
      const client = clients.get(set.clientId!);
      if (!client) throw notFound('No such client');
      if (client.archived) throw archived();
    }
  }

  private async writableRows(ids: string[], viewer: Viewer): Promise<ExerciseSetRow[]> {
    const sets = await this.sets.visibleRows(ids, viewer, true);
    if (sets.some((set) => !canChangeSet(viewer, set))) throw forbidden('This set is read-only');
    return sets;
  }

  private async intoFolder(folderId: string, viewer: Viewer): Promise<Owned & { folderId: string; clientId: null }> {
    const folder = await this.folders.writable(folderId, viewer);
    return { scope: folder.kind, ownerId: viewer.accountId, teamId: folder.teamId ?? null, orgId: folder.orgId ?? null, folderId: folder.id, clientId: null };
  }

  private content(input: SetContent) {
    return {
      savename: input.savename,
      title: input.title,
      instructions: input.instructions,
      elements: input.elements,
      education: input.education,
      exerciseCount: exerciseCount(input),
    };
  }
}
