import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { referralPagePath, type Principal, type Referral } from '@openset/contracts';
import { forbidden } from '@openset/server-kit';
import { AccountSchema } from '../accounts/account.entity.js';
import { ProfilesService } from '../accounts/profiles.service.js';
import { authConfig } from '../auth.config.js';
import { isReferralCode, newReferralCode, noReferralReason, REFERRING_TYPES } from './referral-codes.js';

/** Tries of a fresh code should one collide with another account's (72 random bits: never seen). */
const CODE_TRIES = 3;

/**
 * Referral links: each professional or trial account has a code of its own, made the first time
 * it asks; a trial sign-up that came through the link names that account as its referrer.
 */
@Injectable()
export class ReferralsService {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfilesService,
  ) {}

  async of(principal: Principal): Promise<Referral> {
    const account = await this.profiles.load(principal.accountId);
    if (account.type === 'manager' || account.type === 'admin') throw forbidden('Not allowed for this account type');
    const reason = noReferralReason(account.type);
    if (reason) return { available: false, reason };
    const code = account.referral ?? (await this.codeFor(account.id));
    const signUps = await this.em.count(AccountSchema, { referredBy: account.id });
    return { available: true, code, link: `${authConfig.publicUrl}${referralPagePath(code)}`, signUps };
  }

  /** The referrer a sign-up's `ref` names, or null: an unknown or malformed code is no error. */
  async referrerOf(code: string | undefined): Promise<string | null> {
    if (!isReferralCode(code)) return null;
    const referrer = await this.em.findOne(AccountSchema, { referral: code, type: { $in: [...REFERRING_TYPES] } }, { fields: ['id'] });
    return referrer?.id ?? null;
  }

  /**
   * One statement sets the code only while there is none: two first calls at once both answer
   * the code of whichever committed first (the second waits for the row and reads it).
   */
  private async codeFor(accountId: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        const [row] = await this.em.execute<{ referral: string }[]>(
          'update "auth"."accounts" set "referral" = coalesce("referral", ?) where "id" = ? returning "referral"',
          [newReferralCode(), accountId],
        );
        return row!.referral;
      } catch (error) {
        if (attempt >= CODE_TRIES || !isUniqueViolation(error)) throw error;
      }
    }
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';
