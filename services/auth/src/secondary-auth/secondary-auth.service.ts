import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  effectivePermissionsSchema,
  SECONDARY_CODE_MAX_TRIES,
  SECONDARY_CODE_TTL_MS,
  TEAMS_SUBJECTS,
  type RequestMeta,
} from '@openset/contracts';
import { DomainError, MailOutbox, Outbox, rateLimited, RpcClient, SecretAttemptLimiter, unauthenticated } from '@openset/server-kit';
import type { Account } from '../accounts/account.entity.js';
import { codeEmailContent } from './code-email.js';
import { KnownNetworks } from './known-networks.js';
import { SecondaryChallengeSchema } from './secondary-challenge.entity.js';
import { challengeId, codeHash, newChallenge } from './secondary-codes.js';

const wrongCode = () => unauthenticated('Wrong or expired code');

/**
 * Secondary authentication (spec sections 2, 4, 5 and 6): after the right password, a six-digit
 * code e-mailed to the account, asked when the profile's flag is on (every sign-in), or when the
 * team's flag is on and the network is not one the account signed in from in the last two weeks.
 * A code works once, for ten minutes, and a challenge takes five wrong codes; codes are also
 * counted by the one secret-attempt limiter (per account and address, per address), so starting
 * sign-in again does not buy unlimited guesses.
 */
@Injectable()
export class SecondaryAuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
    private readonly networks: KnownNetworks,
    private readonly attempts: SecretAttemptLimiter,
    private readonly mail: MailOutbox,
    private readonly outbox: Outbox,
  ) {}

  async required(account: Account, meta: RequestMeta, now = new Date()): Promise<boolean> {
    if (account.secondaryAuth) return true;
    if (account.type !== 'staff' || !(await this.teamRequiresIt(account.id))) return false;
    return !(await this.networks.isKnown(account.id, meta.ip, now));
  }

  /** Writes a challenge and e-mails its code; answers the challenge, which exists nowhere else. */
  async issue(account: Account, now = new Date()): Promise<string> {
    const { challenge, code } = newChallenge();
    // One pending code per account: a new sign-in spends the previous one.
    await this.em.nativeDelete(SecondaryChallengeSchema, { account: account.id });
    this.em.create(SecondaryChallengeSchema, {
      id: challengeId(challenge),
      account: account.id,
      codeHash: codeHash(challenge, code),
      tries: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SECONDARY_CODE_TTL_MS),
    });
    this.mail.send({ kind: 'secondaryCode', to: [account.email], ...codeEmailContent(account.lang, account.firstname, code), language: account.lang, accountId: account.id });
    await this.em.flush();
    return challenge;
  }

  /**
   * The account whose code this is, once: the challenge is deleted by the statement that accepts
   * it, so two uses at once sign in once. Not in a transaction (the caller's handler): a wrong
   * code's count must stay.
   */
  async verify(challenge: string, code: string, meta: RequestMeta, now = new Date()): Promise<string> {
    const id = challengeId(challenge);
    const [row] = await this.em.execute<{ account_id: string; code_hash: string; tries: number }[]>(
      `update "auth"."secondary_challenges" set "tries" = "tries" + 1 where "id" = ? and "expires_at" > ? returning "account_id", "code_hash", "tries"`,
      [id, now.toISOString()],
    );
    if (!row) throw wrongCode();
    if (row.tries > SECONDARY_CODE_MAX_TRIES) {
      await this.em.nativeDelete(SecondaryChallengeSchema, { id });
      throw rateLimited('Too many wrong codes: sign in again for a new one');
    }
    const attempt = { kind: 'secondary-code', account: row.account_id, ip: meta.ip } as const;
    await this.attempts.before(attempt);
    if (row.code_hash !== codeHash(challenge, code)) throw wrongCode();
    const spent = await this.em.nativeDelete(SecondaryChallengeSchema, { id });
    if (spent === 0) throw wrongCode();
    await this.attempts.succeeded(attempt);
    this.outbox.record({ type: 'auth.secondaryAuthPassed', actorId: row.account_id, orgId: null, teamId: null, data: { accountId: row.account_id, ip: meta.ip } });
    await this.em.flush();
    return row.account_id;
  }

  /** The team's rule (teams.permissions.of); when teams cannot say, the code is asked rather than skipped. */
  private async teamRequiresIt(accountId: string): Promise<boolean> {
    try {
      const reply = await this.rpc.call<unknown>(TEAMS_SUBJECTS.permissionsOf, { accountId }, { idempotent: true });
      const parsed = effectivePermissionsSchema.safeParse(reply);
      return parsed.success ? parsed.data.permissions.secondaryAuth : true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ERRNOTFOUND') return false;
      return true;
    }
  }
}
