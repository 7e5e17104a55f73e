import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  SIGN_IN_LINK_HOME_PATH,
  SIGN_IN_LINK_TTL_MS,
  type Principal,
  type RedirectAnswer,
  type RequestMeta,
  type SignInLinkCreated,
} from '@openset/contracts';
import { operationRefused, Outbox } from '@openset/server-kit';
import { LoginService } from '../login/login.service.js';
import { signInLinks, signInLinkUrl } from './sign-in-link-tokens.js';

/** The one refusal, whatever the reason: a link tells its opener nothing about the account. */
const refused = () => operationRefused('This sign-in link has expired or was already used');

/**
 * Single sign-on (spec section 4, `GET /login/{hash}`): an integration holding an API key asks
 * for a link to its own account and opens it in the person's browser, which is then signed in
 * as by the password. The link is single use and works two minutes.
 */
@Injectable()
export class SignInLinksService {
  constructor(
    private readonly em: EntityManager,
    private readonly login: LoginService,
    private readonly outbox: Outbox,
  ) {}

  /** Always the caller's own account: the request names no account, so it cannot name another's. */
  async create(principal: Principal, meta: RequestMeta, now = new Date()): Promise<SignInLinkCreated> {
    const link = signInLinks.issue(this.em, principal.accountId, SIGN_IN_LINK_TTL_MS, now);
    this.outbox.record({ type: 'auth.signInLinkCreated', actorId: principal.accountId, orgId: null, teamId: null, data: { signInLinkId: link.id, ip: meta.ip } });
    await this.em.flush();
    return { url: signInLinkUrl(link.token), expiresAt: link.expiresAt.toISOString() };
  }

  /**
   * Spends the link in the statement that accepts it (two opens at once: one row comes back),
   * then signs in as the password step would, ending the browser's previous session.
   */
  async open(token: string, meta: RequestMeta, previousSessionId?: string, now = new Date()): Promise<{ sid: string | null; body: RedirectAnswer }> {
    const accountId = await signInLinks.consume(this.em, token, now);
    if (!accountId) throw refused();
    const reply = await this.login.linkLogin(accountId, meta, previousSessionId, now);
    if (!reply?.sid) throw refused();
    return { sid: reply.sid, body: { location: SIGN_IN_LINK_HOME_PATH } };
  }
}
