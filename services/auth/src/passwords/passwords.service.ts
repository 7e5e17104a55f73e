import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ERROR_MESSAGES, type PasswordChange, type Principal } from '@openset/contracts';
import { forbidden } from '@openset/server-kit';
import { AccountSchema } from '../accounts/account.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';

@Injectable()
export class PasswordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Changes the signed-in account's password. A wrong current password is the catalogue's
   * 'Wrong Password' (ERRPERMISSION). Every other session of the account ends (a stolen session
   * does not survive the change); the one making the change stays signed in.
   */
  async change(principal: Principal, change: PasswordChange): Promise<{ ok: true }> {
    const account = await this.em.findOneOrFail(AccountSchema, { id: principal.accountId });
    if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
      throw forbidden('Wrong Password', ERROR_MESSAGES.wrongPassword);
    }
    account.passwordHash = await hashPassword(change.newPassword);
    await this.em.flush();
    await this.sessions.destroyOthers(account.id, principal.sessionId);
    return { ok: true };
  }
}
