import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ERROR_MESSAGES, type PasswordChange, type Principal, type RequestMeta } from '@openset/contracts';
import { forbidden, SecretAttemptLimiter } from '@openset/server-kit';
import { AccountSchema } from '../accounts/account.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';

@Injectable()
export class PasswordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly attempts: SecretAttemptLimiter,
  ) {}

  /**
   * Changes the signed-in account's password. A wrong current password is the catalogue's
   * 'Wrong Password' (ERRPERMISSION). Every other session of the account ends (a stolen session
   * does not survive the change); the one making the change stays signed in. Guesses at the
   * current password count in the same limiter as logins (a stolen session must not become a
   * way to guess the password without limit).
   */
  async change(principal: Principal, change: PasswordChange, meta: RequestMeta): Promise<{ ok: true }> {
    const account = await this.em.findOneOrFail(AccountSchema, { id: principal.accountId });
    const attempt = { kind: 'password', account: account.id, ip: meta.ip } as const;
    await this.attempts.before(attempt);
    if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
      throw forbidden('Wrong Password', ERROR_MESSAGES.wrongPassword);
    }
    await this.attempts.succeeded(attempt);
    account.passwordHash = await hashPassword(change.newPassword);
    await this.em.flush();
    await this.sessions.destroyOthers(account.id, principal.sessionId);
    return { ok: true };
  }
}
