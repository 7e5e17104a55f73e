import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  PORTAL_SESSION_SUBJECTS,
  type ClientCreate,
  type ClientCreated,
  type ClientFeedback,
  type ClientReset,
  type ClientUpdate,
  type PortalLogin,
} from '@openset/contracts';
import { DomainError, operationRefused, refuseIfRestricted, RpcClient, SecretAttemptLimiter, serviceLogger } from '@openset/server-kit';
import { TrackingService } from '../tracking/tracking.service.js';
import type { ClientViewer } from './client-access.js';
import { ClientEvents } from './client-events.js';
import { ClientSchema, type ClientRow } from './client.entity.js';
import { ClientsService } from './clients.service.js';
import { hashPortalKey, randomPortalKey, randomPortalUsername } from './portal-credentials.js';

const logger = serviceLogger('clients');
/** Names the field, as ERRVALIDATION does, so the form can say so beside it. */
const usernameTaken = (field: UsernameField) => operationRefused('This portal username is taken', [{ path: field, message: 'is taken' }]);
/** The username's field in the body: `portalUsername` of a new client, `username` of a reset. */
type UsernameField = 'portalUsername' | 'username';

/**
 * Changes to clients. Each checks who asks and which clients first, then writes and records its
 * activity-log event in the same transaction (the handler's). Whatever takes a client's portal
 * access away (archive, delete, portal off, a reset) also ends the client's portal sessions.
 */
@Injectable()
export class ClientEditsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly events: ClientEvents,
    private readonly rpc: RpcClient,
    private readonly portalKeys: SecretAttemptLimiter,
    private readonly tracking: TrackingService,
  ) {}

  /**
   * A clinician's message to the client (health information: not for restrictPhi staff), logged
   * as the client messaged. It answers the client's messages, so they count as read.
   */
  async reply(id: string, text: string, viewer: ClientViewer): Promise<ClientFeedback> {
    const row = await this.clients.healthOf(id, viewer);
    this.events.record('clientMessaged', row.id, viewer);
    await this.tracking.markFeedbackRead(row.id);
    return this.tracking.addReply(row.id, viewer.accountId, text);
  }

  async create(input: ClientCreate, viewer: ClientViewer): Promise<ClientCreated> {
    const username = input.portalUsername ?? (await this.freeUsername());
    if (input.portalUsername && (await this.usernameUsed(username))) throw usernameTaken('portalUsername');
    const key = input.portalKey ?? (input.yearOfBirth !== null ? String(input.yearOfBirth).slice(-4) : randomPortalKey());
    const row = this.em.create(ClientSchema, {
      ownerId: viewer.accountId,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      lang: input.lang,
      yearOfBirth: input.yearOfBirth,
      portalUsername: username,
      portalKeyHash: await hashPortalKey(key),
      portalEnabled: input.portalEnabled,
      archived: false,
      outcomeCount: 0,
      unreadFeedback: 0,
      lastPortalLogin: null,
    });
    this.events.record('clientCreated', row.id, viewer);
    await this.flush();
    const [client] = await this.clients.toWire([row], viewer);
    return { client: client!, portal: { username, key } };
  }

  async update(id: string, input: ClientUpdate, viewer: ClientViewer): Promise<ClientRow> {
    const row = await this.clients.visible(id, viewer, true);
    const fields = (Object.keys(input) as (keyof ClientUpdate)[]).filter((field) => input[field] !== undefined && input[field] !== row[field]);
    if (fields.length === 0) return row;
    this.em.assign(row, Object.fromEntries(fields.map((field) => [field, input[field]])));
    this.events.record('clientUpdated', row.id, viewer, { fields });
    await this.flush();
    if (fields.includes('portalEnabled') && !row.portalEnabled) await this.endPortalSessions([row.id]);
    return row;
  }

  async setArchived(ids: string[], archived: boolean, viewer: ClientViewer): Promise<void> {
    const rows = await this.clients.visibleAll(ids, viewer, true);
    const changed = rows.filter((row) => row.archived !== archived);
    for (const row of changed) {
      row.archived = archived;
      this.events.record(archived ? 'clientArchived' : 'clientUnarchived', row.id, viewer);
    }
    await this.flush();
    if (archived && changed.length > 0) await this.endPortalSessions(changed.map((row) => row.id));
  }

  /**
   * A new portal key signs its holder in as the client, diaries and messages included: staff
   * without access to health information (restrictPhi) may not make one.
   */
  async reset(id: string, input: ClientReset | undefined, viewer: ClientViewer): Promise<PortalLogin> {
    refuseIfRestricted(viewer.permissions, 'A new portal key opens the client’s health information: staff without access to it may not reset a portal login');
    const row = await this.clients.visible(id, viewer, true);
    const key = input?.key ?? randomPortalKey();
    if (input?.username && input.username !== row.portalUsername) {
      if (await this.usernameUsed(input.username)) throw usernameTaken('username');
      row.portalUsername = input.username;
    }
    row.portalKeyHash = await hashPortalKey(key);
    this.events.record('portalLoginReset', row.id, viewer, { usernameChanged: input?.username !== undefined });
    await this.flush('username');
    // Not best effort here: a reset is often because someone else knows the key, and their
    // session must end with it. If auth cannot say so, the reset fails (and rolls back).
    await this.rpc.call(PORTAL_SESSION_SUBJECTS.end, { clientIds: [row.id] }, { idempotent: true });
    await this.portalKeys.clearAccount({ kind: 'portal-key', account: row.id });
    return { username: row.portalUsername, key };
  }

  async delete(ids: string[], viewer: ClientViewer): Promise<void> {
    const rows = await this.clients.visibleAll(ids, viewer, true);
    for (const row of rows) {
      this.events.record('clientDeleted', row.id, viewer);
      this.em.remove(row);
    }
    await this.flush();
    await this.endPortalSessions(rows.map((row) => row.id));
  }

  private async flush(usernameField: UsernameField = 'portalUsername'): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      // Two clients given one free username at once: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw usernameTaken(usernameField);
      throw error;
    }
  }

  private async usernameUsed(username: string): Promise<boolean> {
    return (await this.em.count(ClientSchema, { portalUsername: username })) > 0;
  }

  /** A random username nobody has (a clash of 40 random bits is rare; the unique index still decides). */
  private async freeUsername(): Promise<string> {
    for (;;) {
      const username = randomPortalUsername();
      if (!(await this.usernameUsed(username))) return username;
    }
  }

  /** Best effort: a session left behind fails its next call anyway (the client no longer answers as visible). */
  private async endPortalSessions(clientIds: string[]): Promise<void> {
    if (clientIds.length === 0) return;
    try {
      await this.rpc.call(PORTAL_SESSION_SUBJECTS.end, { clientIds }, { idempotent: true });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      logger.warn({ code: error.code }, 'portal sessions of changed clients not ended');
    }
  }
}
