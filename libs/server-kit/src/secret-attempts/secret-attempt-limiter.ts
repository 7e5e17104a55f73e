import type { OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { serverConfig } from '../config.js';
import { rateLimited } from '../domain-error.js';
import { limitedAddress } from './limited-address.js';
import { SECRET_ATTEMPTS_TABLE } from './secret-attempts-table.js';

export interface SecretAttemptLimits {
  windowSeconds: number;
  /** Wrong answers for one account from one address; the next attempt there waits out the window. */
  perAccountAndAddress: number;
  /** Wrong answers from one address, whatever the accounts; that address alone waits. */
  perAddress: number;
  /** Wrong answers for one account from anywhere after which each attempt is slowed, never refused. */
  accountSlowAfter: number;
  accountDelayStepMs: number;
  accountDelayMaxMs: number;
  /**
   * Only for secrets too short to survive slowed guessing from many addresses (the four-digit
   * portal key): wrong answers for one account from anywhere after which that account is locked
   * until the window passes. Unset (passwords): accounts are slowed, never locked.
   */
  accountLockAfter?: number;
}

export const DEFAULT_SECRET_ATTEMPT_LIMITS: SecretAttemptLimits = {
  windowSeconds: 15 * 60,
  perAccountAndAddress: 5,
  perAddress: 20,
  accountSlowAfter: 10,
  accountDelayStepMs: 250,
  // Stays well under the RPC timeout: a slowed attempt must still get its answer.
  accountDelayMaxMs: 2_000,
};

/** One check of a secret: which secret, whose (an account id, or the name tried when it names none), from where. */
export interface SecretAttempt {
  /** 'known-network-password': a password tried where the account signed in before, once the other limits refused it (login.service.ts). */
  kind: 'password' | 'known-network-password' | 'portal-key' | 'secondary-code' | 'reset-token';
  account: string;
  ip: string;
}

/**
 * The one limiter in front of every check of a secret (password, portal key, 2FA code, reset
 * token). Counts live in the service's PostgreSQL schema (rate-limiter-flexible's store), so every
 * copy of the service sees the same counts. Built so that a stranger cannot lock a user out:
 * - per (account, address): a guesser is stopped where they guess from, the user elsewhere is not;
 * - per address (an IPv6 address counts as its /64 network, limited-address.ts): one address
 *   trying many accounts is stopped, for that address only;
 * - per account from anywhere: attempts are slowed (a growing delay), never refused.
 * Every refusal says when to try again (Retry-After).
 */
export class SecretAttemptLimiter implements OnApplicationShutdown {
  private readonly pair: RateLimiterPostgres;
  private readonly address: RateLimiterPostgres;
  private readonly account: RateLimiterPostgres;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
    private readonly limits: SecretAttemptLimits = DEFAULT_SECRET_ATTEMPT_LIMITS,
  ) {
    const store = (keyPrefix: string, points: number, clearExpiredByTimeout: boolean) =>
      new RateLimiterPostgres({
        storeClient: pool,
        schemaName: schema,
        tableName: SECRET_ATTEMPTS_TABLE,
        tableCreated: true,
        keyPrefix,
        points,
        duration: limits.windowSeconds,
        // One of the three sweeps expired rows of the shared table; the others would repeat it.
        clearExpiredByTimeout,
      });
    this.pair = store('pair', limits.perAccountAndAddress, true);
    this.address = store('address', limits.perAddress, false);
    this.account = store('account', Number.MAX_SAFE_INTEGER, false);
  }

  static forSchema(schema: string, limits?: SecretAttemptLimits): SecretAttemptLimiter {
    const pool = new pg.Pool({ connectionString: serverConfig.databaseUrl, max: 2, idleTimeoutMillis: 10_000 });
    // A dropped connection must not crash the service; the next query gets a new one.
    pool.on('error', () => undefined);
    return new SecretAttemptLimiter(pool, schema, limits);
  }

  /**
   * Before the secret is verified (a refused attempt costs no hashing): counts the attempt as a
   * failure at once (against the pair, the address and the account), then refuses or slows; a
   * wrong secret needs nothing more, the right one is given back by `succeeded`. Counting first is what holds the limits under
   * parallel attempts: each increment is one atomic statement, so of a burst of guesses only as
   * many as the limit allows get a count under it and are verified (reading the counts first
   * and adding to them after the check let a burst of 2,000 guesses through at once). A
   * refused attempt gives its points back, so refusals do not lengthen anyone's slowing. The
   * price: attempts still being checked count too, so more than `perAccountAndAddress`
   * sign-ins of one account from one address at the same instant meet the limit (a person
   * makes one at a time).
   */
  async before(attempt: SecretAttempt): Promise<void> {
    const counted = await this.count(attempt, 'penalty');
    const [pair, address, account] = counted;
    const refusals = [
      refusal(pair, this.limits.perAccountAndAddress),
      refusal(address, this.limits.perAddress),
      this.limits.accountLockAfter === undefined ? null : refusal(account, this.limits.accountLockAfter),
    ].filter((wait): wait is number => wait !== null);
    if (refusals.length > 0) {
      await this.count(attempt, 'reward');
      throw rateLimited('Too many failed attempts, try again later', Math.max(...refusals) / 1000);
    }
    // Slowed from the attempt after the first `accountSlowAfter` wrong ones (this one is counted).
    const over = account.consumedPoints - 1 - this.limits.accountSlowAfter;
    if (over > 0) {
      await sleep(Math.min(over * this.limits.accountDelayStepMs, this.limits.accountDelayMaxMs));
    }
  }

  /**
   * The right secret: the attempt `before` counted was no failure. That account's count at that
   * address is cleared; the address's and the account's lose this attempt only (they guard others).
   */
  async succeeded(attempt: SecretAttempt): Promise<void> {
    await Promise.all([this.pair.delete(pairKey(attempt)), this.address.reward(addressKey(attempt)), this.account.reward(accountKey(attempt))]);
  }

  /**
   * Forgets an account's wrong answers, from anywhere and from each address, when it is given a
   * new secret: guesses at the old one tell nothing of the new, and a lock must not outlive it.
   * Whoever forgot a secret is most often who tried it wrong, on the phone they will sign in from
   * with the new one. An address's count over all accounts stays: it guards the others.
   */
  async clearAccount(account: Pick<SecretAttempt, 'kind' | 'account'>): Promise<void> {
    const pairsOfAccount = this.pair.getKey(pairKeyPrefix(account));
    await Promise.all([
      this.account.delete(accountKey(account)),
      this.pool.query(`delete from "${this.schema}"."${SECRET_ATTEMPTS_TABLE}" where left("key", $2) = $1`, [pairsOfAccount, pairsOfAccount.length]),
    ]);
  }

  /**
   * Where an account is locked out now: how many addresses have used up their wrong answers for
   * it (per account and address), and when the last of those locks ends. Addresses are kept only
   * as digests, so they are counted, never named; `clearAccount` lifts them all.
   */
  async locksOf(account: Pick<SecretAttempt, 'kind' | 'account'>, now = Date.now()): Promise<{ addresses: number; until: Date | null }> {
    const pairsOfAccount = this.pair.getKey(pairKeyPrefix(account));
    const { rows } = await this.pool.query<{ addresses: string; until: string | null }>(
      `select count(*) as addresses, max("expire") as until from "${this.schema}"."${SECRET_ATTEMPTS_TABLE}"
       where left("key", $2) = $1 and "points" >= $3 and ("expire" is null or "expire" > $4)`,
      [pairsOfAccount, pairsOfAccount.length, this.limits.perAccountAndAddress, now],
    );
    const addresses = Number(rows[0]?.addresses ?? 0);
    return { addresses, until: addresses > 0 && rows[0]?.until ? new Date(Number(rows[0].until)) : null };
  }

  private count(attempt: SecretAttempt, how: 'penalty' | 'reward'): Promise<[RateLimiterRes, RateLimiterRes, RateLimiterRes]> {
    return Promise.all([this.pair[how](pairKey(attempt)), this.address[how](addressKey(attempt)), this.account[how](accountKey(attempt))]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

/** Milliseconds to wait when the count, this attempt included, is over its limit, else null. */
function refusal(res: RateLimiterRes, limit: number): number | null {
  return res.consumedPoints > limit ? Math.max(res.msBeforeNext, 1000) : null;
}

// Keys are hashed: a tried name may be long and holds what a person typed.
const hashed = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');
const accountKey = (attempt: Pick<SecretAttempt, 'kind' | 'account'>) => hashed(attempt.kind, attempt.account);
const addressKey = (attempt: SecretAttempt) => hashed(attempt.kind, limitedAddress(attempt.ip));
// The account's part first, so that `clearAccount` finds every address's count of one account.
const pairKeyPrefix = (attempt: Pick<SecretAttempt, 'kind' | 'account'>) => `${accountKey(attempt)}.`;
const pairKey = (attempt: SecretAttempt) => pairKeyPrefix(attempt) + hashed(limitedAddress(attempt.ip));
