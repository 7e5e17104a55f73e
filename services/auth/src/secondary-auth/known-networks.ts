import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { KNOWN_NETWORK_DAYS } from '@openset/contracts';
import { limitedAddress } from '@openset/server-kit';

/**
 * The networks an account finished signing in from (an IPv6 address as its /64, as the limits
 * count it), remembered for two weeks from the last sign-in there. A known network asks for no
 * new code under the team's rule, and the owner's right password from it is never refused by a
 * limit a stranger filled. Plain statements: one upsert and one lookup by primary key.
 */
@Injectable()
export class KnownNetworks {
  constructor(private readonly em: EntityManager) {}

  async isKnown(accountId: string, ip: string, now = new Date()): Promise<boolean> {
    const rows = await this.em.execute<{ one: number }[]>(
      `select 1 as one from "auth"."known_networks" where "account_id" = ? and "network" = ? and "last_seen_at" > ?::timestamptz - make_interval(days => ?)`,
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
}
