import type { OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { serverConfig } from '../config.js';
import { rateLimited } from '../domain-error.js';
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
  kind: 'password' | 'portal-key' | 'secondary-code' | 'reset-token';
  account: string;
  ip: string;
}

/**
 * The one limiter in front of every check of a secret (password, portal key, 2FA code, reset
 * token). Counts live in the service's PostgreSQL schema (rate-limiter-flexible's store), so every
 * copy of the service sees the same counts. Built so that a stranger cannot lock a user out:
 * - per (account, address): a guesser is stopped where they guess from, the user elsewhere is not;
 * - per address: one address trying many accounts is stopped, for that address only;
 * - per account from anywhere: attempts are slowed (a growing delay), never refused.
 * Every refusal says when to try again (Retry-After).
 */
export class SecretAttemptLimiter implements OnApplicationShutdown {
  private readonly pair: RateLimiterPostgres;
  private readonly address: RateLimiterPostgres;
  private readonly account: RateLimiterPostgres;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
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

  /** Before the secret is verified (a refused attempt costs no hashing): refuses or slows. */
  async before(attempt: SecretAttempt): Promise<void> {
    const [pair, address, account] = await Promise.all([
      this.pair.get(pairKey(attempt)),
      this.address.get(addressKey(attempt)),
      this.account.get(accountKey(attempt)),
    ]);
    const refusals = [
      refusal(pair, this.limits.perAccountAndAddress),
      refusal(address, this.limits.perAddress),
      this.limits.accountLockAfter === undefined ? null : refusal(account, this.limits.accountLockAfter),
    ].filter((wait): wait is number => wait !== null);
    if (refusals.length > 0) {
      throw rateLimited('Too many failed attempts, try again later', Math.max(...refusals) / 1000);
    }
    const over = (account?.consumedPoints ?? 0) - this.limits.accountSlowAfter;
    if (over > 0) {
      await sleep(Math.min(over * this.limits.accountDelayStepMs, this.limits.accountDelayMaxMs));
    }
  }

  /** A wrong secret counts against the pair, the address and the account. */
  async failed(attempt: SecretAttempt): Promise<void> {
    await Promise.all([
      this.pair.penalty(pairKey(attempt)),
      this.address.penalty(addressKey(attempt)),
      this.account.penalty(accountKey(attempt)),
    ]);
  }

  /** The right secret clears that account's count at that address (not the address's or account's: they guard others). */
  async succeeded(attempt: SecretAttempt): Promise<void> {
    await this.pair.delete(pairKey(attempt));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

/** Milliseconds to wait when the count has reached its limit, else null. */
function refusal(res: RateLimiterRes | null, limit: number): number | null {
  return res && res.consumedPoints >= limit ? Math.max(res.msBeforeNext, 1000) : null;
}

// Keys are hashed: a tried name may be long and holds what a person typed.
const hashed = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');
const pairKey = (attempt: SecretAttempt) => hashed(attempt.kind, attempt.account, attempt.ip);
const addressKey = (attempt: SecretAttempt) => hashed(attempt.kind, attempt.ip);
const accountKey = (attempt: SecretAttempt) => hashed(attempt.kind, attempt.account);
