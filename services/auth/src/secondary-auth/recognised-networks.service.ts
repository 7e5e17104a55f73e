import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type KnownNetworkList, type PageQuery, type Principal, type RequestMeta } from '@openset/contracts';
import { limitedAddress, notFound, Outbox } from '@openset/server-kit';
import { KnownNetworks } from './known-networks.js';

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * Settings > Security (spec section 2): the caller's own recognised networks, listed with the one
 * they call from marked, and forgotten one by one or all at once. Forgetting is recorded as an
 * event, as a key's revocation is.
 */
@Injectable()
export class RecognisedNetworksService {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: KnownNetworks,
    private readonly outbox: Outbox,
  ) {}

  async list(principal: Principal, page: PageQuery, meta: RequestMeta, now = new Date()): Promise<KnownNetworkList> {
    const { rows, total } = await this.networks.page(principal.accountId, page, now);
    const here = limitedAddress(meta.ip);
    return {
      items: rows.map((row) => ({ id: row.id, network: row.network, lastSeenAt: isoOf(row.last_seen_at), current: row.network === here })),
      total,
    };
  }

  async forget(principal: Principal, id: string, meta: RequestMeta, now = new Date()): Promise<{ ok: true }> {
    if (!(await this.networks.forget(principal.accountId, id, now))) throw notFound('No such network');
    await this.recordForgotten(principal, 1, meta);
    return { ok: true };
  }

  async forgetAll(principal: Principal, meta: RequestMeta, now = new Date()): Promise<{ ok: true }> {
    const count = await this.networks.forgetAll(principal.accountId, now);
    if (count > 0) await this.recordForgotten(principal, count, meta);
    return { ok: true };
  }

  private async recordForgotten(principal: Principal, count: number, meta: RequestMeta): Promise<void> {
    this.outbox.record({ type: 'auth.knownNetworksForgotten', actorId: principal.accountId, orgId: null, teamId: null, data: { count, ip: meta.ip } });
    await this.em.flush();
  }
}
