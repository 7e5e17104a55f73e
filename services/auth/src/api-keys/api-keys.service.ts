import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  API_KEY_SESSION_PREFIX,
  roleOf,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyList,
  type PageQuery,
  type Principal,
  type RequestMeta,
  type ResolvedSession,
} from '@openset/contracts';
import { findPage, isUuid, notFound, Outbox, unauthenticated } from '@openset/server-kit';
import { randomUUID } from 'node:crypto';
import { AccountSchema } from '../accounts/account.entity.js';
import { requirePerson } from '../access/require-person.js';
import { apiKeyHash, canonicalAddress, newApiKey } from './api-key-secrets.js';
import { ApiKeySchema, type ApiKeyRow } from './api-key.entity.js';

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  title: row.title,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * API keys (spec section 3, api-conventions.md): a clinician's key for an integration, 256 random
 * bits shown once and kept as a digest, working only from the IP address it is tied to and only
 * for what its owner may do (the principal is the owner's). Every use is an activity event.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  async list(principal: Principal, page: PageQuery): Promise<ApiKeyList> {
    const [rows, total] = await findPage(this.em, ApiKeySchema, { account: principal.accountId, revokedAt: null }, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: page.skip,
      limit: page.limit,
    });
    return { items: rows.map(toApiKey), total };
  }

  async create(principal: Principal, input: ApiKeyCreate, meta: RequestMeta, now = new Date()): Promise<ApiKeyCreated> {
    requirePerson(principal);
    const key = newApiKey();
    const row = this.em.create(ApiKeySchema, {
      id: randomUUID(),
      account: principal.accountId,
      title: input.title ?? '',
      keyHash: apiKeyHash(key),
      ip: canonicalAddress(input.ip ?? meta.ip),
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    });
    this.outbox.record({ type: 'auth.apiKeyCreated', actorId: principal.accountId, orgId: null, teamId: null, data: { apiKeyId: row.id, ip: meta.ip } });
    await this.em.flush();
    return { apiKey: toApiKey(row), key };
  }

  async revoke(principal: Principal, id: string, meta: RequestMeta, now = new Date()): Promise<{ ok: true }> {
    requirePerson(principal);
    // Ids are UUIDs: anything else names no key (and must not reach the uuid column as a fault).
    const row = isUuid(id) ? await this.em.findOne(ApiKeySchema, { id, account: principal.accountId, revokedAt: null }) : null;
    if (!row) throw notFound('No such API key');
    row.revokedAt = now;
    this.outbox.record({ type: 'auth.apiKeyRevoked', actorId: principal.accountId, orgId: null, teamId: null, data: { apiKeyId: row.id, ip: meta.ip } });
    await this.em.flush();
    return { ok: true };
  }

  /**
   * `Authorization: Bearer <key>` as the gateway sends it: the owner's principal when the key is
   * live, its account open and the call comes from the key's address; ERRAUTH otherwise, the same
   * for each reason. The use is recorded (last use, and an activity event) in this call's transaction.
   */
  async resolve(key: string, ip: string, now = new Date()): Promise<ResolvedSession> {
    const row = await this.em.findOne(ApiKeySchema, { keyHash: apiKeyHash(key), revokedAt: null });
    if (!row || row.ip !== canonicalAddress(ip)) throw unauthenticated('Invalid API key');
    const account = await this.em.findOne(AccountSchema, { id: row.account.id }, { fields: ['type', 'lang', 'closed'] });
    if (!account || account.closed) throw unauthenticated('Invalid API key');
    row.lastUsedAt = now;
    this.outbox.record({ type: 'auth.apiKeyUsed', actorId: account.id, orgId: null, teamId: null, data: { apiKeyId: row.id, ip } });
    await this.em.flush();
    const principal: Principal = {
      accountId: account.id,
      type: account.type,
      role: roleOf(account.type),
      sessionId: `${API_KEY_SESSION_PREFIX}${row.id}`,
      lang: account.lang,
    };
    return { principal, csrfToken: '', apiKeyId: row.id };
  }
}
