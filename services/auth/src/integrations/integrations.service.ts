import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Integration, IntegrationError, IntegrationList, PageQuery } from '@openset/contracts';
import { DomainError, findPage, isUuid, notFound, Outbox } from '@openset/server-kit';
import { randomUUID } from 'node:crypto';
import { AccountSchema } from '../accounts/account.entity.js';
import { IntegrationProviders } from './integration-providers.js';
import { nextIntegrationState, type IntegrationEvent, type IntegrationState } from './integration-state.js';
import { IntegrationSchema, type IntegrationRow } from './integration.entity.js';
import { toIntegration } from './integration.mapper.js';

/** Who or what caused a change, for its event: the account's own call (with its address), or the provider (no account, no address). */
interface Cause {
  actorId: string | null;
  ip: string | null;
}

const EVENT_TYPES: Record<IntegrationEvent['type'], string> = {
  connect: 'auth.integrationEnabled',
  error: 'auth.integrationPaused',
  restart: 'auth.integrationRestarted',
  remove: 'auth.integrationRemoved',
};

const stateOf = (row: IntegrationRow): IntegrationState =>
  row.status === 'paused' ? { status: 'paused', error: row.error ?? 'providerError' } : { status: row.status };

/**
 * An account's integrations (spec sections 2 and 4). Each change is one transaction (the route's,
 * or the test hook's): the row moves by the state machine, the profile's `emr` / `emrEnabled`
 * follow it (the provider while one is live, enabled only while it is enabled), and an event is
 * recorded in the outbox. Another account's integration is not found, as an unknown id.
 */
@Injectable()
export class IntegrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly providers: IntegrationProviders,
  ) {}

  async list(accountId: string, page: PageQuery): Promise<IntegrationList> {
    const [rows, total] = await findPage(this.em, IntegrationSchema, { account: accountId, status: { $ne: 'removed' } }, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: page.skip,
      limit: page.limit,
    });
    return { items: rows.map((row) => toIntegration(row, this.providers)), total, providers: this.providers.offered() };
  }

  /** What a provider's connect flow calls once the account gave it what it needs: a new enabled integration. */
  async connect(accountId: string, providerId: string, cause: Cause, key?: string, now = new Date()): Promise<Integration> {
    const provider = this.providers.find(providerId);
    if (!provider) throw notFound('No such integration provider');
    if (provider.needs.includes('apiKey') && !key) throw new DomainError('ERRVALIDATION', 'This provider needs its API key', [{ path: 'key', message: 'required' }]);
    const live = await this.findLive(accountId);
    // One live integration per account (the profile names one provider): the machine refuses a second connect.
    nextIntegrationState(live ? stateOf(live) : null, { type: 'connect' });
    const row = this.em.create(IntegrationSchema, {
      id: randomUUID(),
      account: accountId,
      providerId,
      status: 'enabled',
      error: null,
      createdAt: now,
      updatedAt: now,
      removedAt: null,
    });
    await this.applied(row, { type: 'connect' }, cause);
    return toIntegration(row, this.providers);
  }

  /** What a provider reports when it fails: the integration pauses until its owner restarts it. */
  async reportError(accountId: string, integrationId: string, error: IntegrationError, now = new Date()): Promise<Integration> {
    const row = await this.live(accountId, integrationId);
    await this.move(row, { type: 'error', error }, { actorId: null, ip: null }, now);
    return toIntegration(row, this.providers);
  }

  async restart(accountId: string, ip: string, now = new Date()): Promise<Integration> {
    const row = await this.liveOf(accountId);
    await this.move(row, { type: 'restart' }, { actorId: accountId, ip }, now);
    return toIntegration(row, this.providers);
  }

  async remove(accountId: string, ip: string, now = new Date()): Promise<{ ok: true }> {
    const row = await this.liveOf(accountId);
    await this.move(row, { type: 'remove' }, { actorId: accountId, ip }, now);
    return { ok: true };
  }

  /** The account's one live integration, locked for this transaction; none is not found. */
  private async liveOf(accountId: string): Promise<IntegrationRow> {
    const row = await this.findLive(accountId);
    if (!row) throw notFound('No integration');
    return row;
  }

  /** The account's one live integration (not removed), if any, locked for this transaction. */
  private findLive(accountId: string): Promise<IntegrationRow | null> {
    return this.em.findOne(IntegrationSchema, { account: accountId, status: { $ne: 'removed' } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The account's live integration of that id, locked for this transaction; a removed one, another account's or an unknown id is not found. */
  private async live(accountId: string, integrationId: string): Promise<IntegrationRow> {
    const row = isUuid(integrationId)
      ? await this.em.findOne(IntegrationSchema, { id: integrationId, account: accountId, status: { $ne: 'removed' } }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!row) throw notFound('No such integration');
    return row;
  }

  private async move(row: IntegrationRow, event: IntegrationEvent, cause: Cause, now: Date): Promise<void> {
    const next = nextIntegrationState(stateOf(row), event);
    row.status = next.status;
    row.error = next.status === 'paused' ? next.error : null;
    row.updatedAt = now;
    if (next.status === 'removed') row.removedAt = now;
    await this.applied(row, event, cause);
  }

  /** The profile mirrors the row, and the change is an event, in the same transaction. */
  private async applied(row: IntegrationRow, event: IntegrationEvent, cause: Cause): Promise<void> {
    const account = await this.em.findOneOrFail(AccountSchema, { id: row.account.id });
    account.emr = row.status === 'removed' ? null : row.providerId;
    account.emrEnabled = row.status === 'enabled';
    this.outbox.record({
      type: EVENT_TYPES[event.type],
      actorId: cause.actorId,
      orgId: null,
      teamId: null,
      data: { integrationId: row.id, providerId: row.providerId, ...(row.error ? { error: row.error } : {}), ip: cause.ip },
    });
    await this.em.flush();
  }
}
