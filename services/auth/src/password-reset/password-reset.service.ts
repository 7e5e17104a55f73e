import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ERROR_MESSAGES,
  errorKeyDetails,
  PASSWORD_RESET_TTL_MS,
  RESET_INSTRUCTIONS_SENT,
  type PasswordResetRequested,
  type RequestMeta,
} from '@openset/contracts';
import { MailOutbox, operationRefused, Outbox, SecretAttemptLimiter } from '@openset/server-kit';
import { AccountSchema } from '../accounts/account.entity.js';
import { findByLoginToken } from '../accounts/accounts.repository.js';
import { tokenKey } from '../login/login-token.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { issueResetToken, resetLink, resetLinks } from './reset-tokens.js';
import { resetEmailContent } from './reset-email.js';

/**
 * Forgot password (spec sections 2, 5 and 7). The request answers the same to everybody and
 * e-mails a single-use link valid one hour, through the notifications service (the mail outbox,
 * in the request's transaction). Requests are limited per account and address and per address
 * by the one secret-attempt limiter (kind 'reset-token'), an unknown name counted like an account,
 * so the limit tells nothing either. Setting the password consumes every open link of the account,
 * ends all its sessions and forgets its wrong passwords.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly attempts: SecretAttemptLimiter,
    private readonly mail: MailOutbox,
    private readonly outbox: Outbox,
  ) {}

  async request(token: string, meta: RequestMeta, now = new Date()): Promise<PasswordResetRequested> {
    const key = tokenKey(token);
    const account = await findByLoginToken(this.em, key);
    // Counted and never given back: every request is one of the few allowed.
    await this.attempts.before({ kind: 'reset-token', account: account?.id ?? `name:${key}`, ip: meta.ip });
    if (account) {
      const link = resetLink(issueResetToken(this.em, account.id, PASSWORD_RESET_TTL_MS, now));
      const content = resetEmailContent(account.lang, account.firstname, link);
      this.mail.send({ kind: 'passwordReset', to: [account.email], ...content, language: account.lang, accountId: account.id });
      this.outbox.record({ type: 'auth.passwordResetRequested', actorId: account.id, orgId: null, teamId: null, data: { accountId: account.id } });
      await this.em.flush();
    }
    return { ok: true, message: RESET_INSTRUCTIONS_SENT };
  }

  async reset(token: string, password: string, now = new Date()): Promise<{ ok: true }> {
    // Spent here and locked until the transaction ends: two uses of one link at once set the password once.
    const accountId = await resetLinks.consume(this.em, token, now);
    if (!accountId) throw operationRefused(ERROR_MESSAGES.resetLinkInvalid, errorKeyDetails('resetLinkInvalid'));
    const account = await this.em.findOneOrFail(AccountSchema, { id: accountId });
    account.passwordHash = await hashPassword(password);
    // Every other open link of the account is spent too.
    await resetLinks.spendAll(this.em, account.id, now);
    this.outbox.record({ type: 'auth.passwordReset', actorId: account.id, orgId: null, teamId: null, data: { accountId: account.id } });
    await this.em.flush();
    await this.sessions.destroyAll(account.id);
    await this.attempts.clearAccount({ kind: 'password', account: account.id });
    return { ok: true };
  }
}
