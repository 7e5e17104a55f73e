import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_MINUTES, roleOf, type Lang, type RequestMeta } from '@openset/contracts';
import { randomBytes } from 'node:crypto';
import { insertAccount } from '../accounts/accounts.repository.js';
import { ProfilesService } from '../accounts/profiles.service.js';
import type { LoginReply } from '../login/login.service.js';
import { NO_PASSWORD } from '../passwords/no-password.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { DemoSamples } from './demo-samples.js';

/** A demo account's lifetime (DEMO_MINUTES overrides the contract's default, for a deployment that wants longer or shorter). */
const demoMinutes = () => Number(process.env.DEMO_MINUTES) || DEMO_MINUTES;

/**
 * `POST /demo/login/{lang}` (spec sections 1 and 7): a visitor gets an account of their own, type
 * demo, with sample clients and sets, signed in at once. Nobody knows a password for it; it
 * expires after DEMO_MINUTES and the account jobs then delete it with everything made in it.
 * Printing, e-mailing (the sets service) and drafts are refused to demo principals.
 */
@Injectable()
export class DemoService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfilesService,
    private readonly samples: DemoSamples,
  ) {}

  async login(lang: Lang, meta: RequestMeta, previousSessionId: string | undefined, now = new Date()): Promise<LoginReply> {
    const name = `demo-${randomBytes(6).toString('hex')}`;
    const account = await insertAccount(this.em, {
      type: 'demo',
      username: name,
      email: `${name}@demo.openset.invalid`,
      passwordHash: NO_PASSWORD,
      firstname: lang === 'fr' ? 'Visiteur' : 'Demo',
      lastname: lang === 'fr' ? 'Démo' : 'Visitor',
      lang,
    });
    // Written before the samples: if making them fails half-way, the account is still due to
    // expire, and its purge removes whatever was made.
    account.expiresAt = new Date(now.getTime() + demoMinutes() * 60_000);
    await this.em.flush();
    const principal = { accountId: account.id, type: 'demo' as const, role: 'clinician' as const, sessionId: 'demo-setup', lang };
    await this.samples.create(principal, lang, meta);
    const profile = await this.profiles.profileOf(account, now);
    const session = await this.sessions.create(account, meta, now);
    if (previousSessionId) await this.sessions.destroy(previousSessionId);
    return { sid: session.token, body: { outcome: 'success', role: roleOf(account.type), profile, csrfToken: session.csrfToken } };
  }
}
