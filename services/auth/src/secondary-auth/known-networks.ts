import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { KNOWN_NETWORK_DAYS, type PageQuery } from '@openset/contracts';
import { column, columnList, columnsOf, isUuid, limitedAddress } from '@openset/server-kit';

/** A recognised network as the list reads it, with the list's total on every row. */
const NETWORK_ROW = {
  id: column<string>(),
  network: column<string>(),
  last_seen_at: column<Date | string>(),
};
export type KnownNetworkRow = typeof NETWORK_ROW;

// Only rows seen within the window are recognised; older ones are neither listed nor trusted.
const RECOGNISED = `"last_seen_at" > ?::timestamptz - make_interval(days => ?)`;

/**
 * The networks an account finished signing in from (an IPv6 address as its /64, as the limits
 * count it), remembered for two weeks from the last sign-in there. A known network asks for no
 * new code under the team's rule, and the owner's right password from it is never refused by a
 * limit a stranger filled. Plain statements: one upsert keyed by account and network, lookups by
 * primary key, and a page counted in its own statement; no row is loaded to be changed.
 */
@Injectable()
export class KnownNetworks {
  constructor(private readonly em: EntityManager) {}

  async isKnown(accountId: string, ip: string, now = new Date()): Promise<boolean> {
    const rows = await this.em.execute<{ one: number }[]>(
      `select 1 as one from "auth"."known_networks" where "account_id" = ? and "network" = ? and ${RECOGNISED}`,
      [accountId, limitedAddress(ip), now.toISOString(), KNOWN_NETWORK_DAYS],
    );
    return rows.length > 0;
  }

  async remember(accountId: string, ip: string, now = new Date()): Promise<void> {
    await this.em.execute(
      `insert into "auth"."known_networks" ("account_id", "network", "last_seen_at") values (?, ?, ?)
       on conflict ("account_id", "network") do update set "last_seen_at" = excluded."last_seen_at"`,
      [accountId, limitedAddress(ip), now.toISOString()],
    );
  }

  /** One page of the account's recognised networks, the most recently seen first, and their total. */
  async page(accountId: string, page: PageQuery, now = new Date()): Promise<{ rows: KnownNetworkRow[]; total: number }> {
    const rows = await this.em.execute<(KnownNetworkRow & { total: string })[]>(
      `select ${columnList(columnsOf(NETWORK_ROW))}, count(*) over () as "total" from "auth"."known_networks"
       where "account_id" = ? and ${RECOGNISED} order by "last_seen_at" desc, "id" limit ? offset ?`,
      [accountId, now.toISOString(), KNOWN_NETWORK_DAYS, page.limit, page.skip],
    );
    // A page past the end has no row to carry the total: count it then only.
    const total = rows[0] ? Number(rows[0].total) : page.skip === 0 ? 0 : await this.count(accountId, now);
    return { rows, total };
  }

  /** Forgets one of the account's recognised networks; false when it names none (or another account's). */
  async forget(accountId: string, id: string, now = new Date()): Promise<boolean> {
    if (!isUuid(id)) return false;
    const gone = await this.em.execute<{ id: string }[]>(
      `delete from "auth"."known_networks" where "id" = ? and "account_id" = ? and ${RECOGNISED} returning "id"`,
      [id, accountId, now.toISOString(), KNOWN_NETWORK_DAYS],
    );
    return gone.length > 0;
  }

  /** Forgets every network of the account, recognised or long expired; answers how many were recognised. */
  async forgetAll(accountId: string, now = new Date()): Promise<number> {
    const gone = await this.em.execute<{ recognised: boolean }[]>(
      `delete from "auth"."known_networks" where "account_id" = ? returning (${RECOGNISED}) as "recognised"`,
      [accountId, now.toISOString(), KNOWN_NETWORK_DAYS],
    );
    return gone.filter((row) => row.recognised).length;
  }

  private async count(accountId: string, now: Date): Promise<number> {
    const [row] = await this.em.execute<{ total: string }[]>(
      `select count(*) as "total" from "auth"."known_networks" where "account_id" = ? and ${RECOGNISED}`,
      [accountId, now.toISOString(), KNOWN_NETWORK_DAYS],
    );
    return Number(row?.total ?? 0);
  }
}
