import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { authData } from '../auth.data.js';
import { linkTokenDigest, newLinkToken } from './link-tokens.js';
import type { SingleUseLinkSchema } from './single-use-link.entity.js';

/** What issuing a link gives back: the token exists nowhere else, the row only has its digest. */
export interface IssuedLink {
  token: string;
  id: string;
  expiresAt: Date;
}

/**
 * One kind of single-use link over its own table: issued with a random token, spent once by the
 * statement that accepts it, and spent all at once for an account. What a spent link then does
 * (set a password, sign a browser in) is its kind's business.
 */
export class SingleUseLinks {
  private readonly table: string;

  constructor(private readonly schema: SingleUseLinkSchema) {
    this.table = `"${authData.schema}"."${schema.tableName}"`;
  }

  /** A new link for the account, written with the caller's next flush. */
  issue(em: EntityManager, accountId: string, ttlMs: number, now = new Date()): IssuedLink {
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + ttlMs);
    const row = em.create(this.schema, { id: randomUUID(), account: accountId, tokenHash: linkTokenDigest(token), createdAt: now, expiresAt, usedAt: null });
    return { token, id: row.id, expiresAt };
  }

  /**
   * Spends the link of this token if it is open and unexpired, and answers its account, else null.
   * One statement accepts and spends it, so of two uses at once only one gets a row back; in a
   * transaction its row stays locked until the end, so the other waits and then finds it spent
   * (or open again, if the first rolled back).
   */
  async consume(em: EntityManager, token: string, now = new Date()): Promise<string | null> {
    const [row] = await em.execute<{ account_id: string }[]>(
      `update ${this.table} set "used_at" = ? where "token_hash" = ? and "used_at" is null and "expires_at" > ? returning "account_id"`,
      [now, linkTokenDigest(token), now],
    );
    return row?.account_id ?? null;
  }

  /** Spends every open link of the account, so none issued before now works any more. */
  async spendAll(em: EntityManager, accountId: string, now = new Date()): Promise<void> {
    await em.nativeUpdate(this.schema, { account: accountId, usedAt: null }, { usedAt: now });
  }
}
