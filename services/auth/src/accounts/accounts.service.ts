import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  createAccountRequestSchema,
  HEADER_FOOTER_SUBJECTS,
  type HeaderFooterSelectableReply,
  type ClinicianProfileUpdate,
  type ManagerProfileUpdate,
} from '@openset/contracts';
import { notFound, parseOrThrow, RpcClient } from '@openset/server-kit';
import { hashPassword } from '../passwords/password-hasher.js';
import { AccountSchema, type Account } from './account.entity.js';
import { SessionEvents } from '../sessions/session-events.js';
import { flushAccount, insertAccount } from './accounts.repository.js';

/** Profile field name on the wire -> account property, where they differ. */
const RENAMED = { clientEmailCC: 'clientEmailCc' } as const;

@Injectable()
export class AccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: SessionEvents,
    private readonly rpc: RpcClient,
  ) {}

  async names(ids: string[]): Promise<{ id: string; firstname: string; lastname: string }[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.find(AccountSchema, { id: { $in: ids } }, { fields: ['id', 'firstname', 'lastname'] });
    return rows.map((row) => ({ id: row.id, firstname: row.firstname, lastname: row.lastname }));
  }

  async create(payload: unknown): Promise<{ id: string }> {
    const input = parseOrThrow(createAccountRequestSchema, payload);
    const account = await insertAccount(this.em, {
      id: input.id,
      type: input.type,
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstname: input.firstname,
      lastname: input.lastname,
      lang: input.lang,
    });
    return { id: account.id };
  }

  /**
   * Writes only the saveable fields present in the update (the contract schema has already
   * dropped every other field), then flushes: a taken username or e-mail is ERROPERATION.
   */
  async update(account: Account, update: ClinicianProfileUpdate | ManagerProfileUpdate): Promise<Account> {
    if ('headerFooterId' in update && update.headerFooterId !== undefined) {
      await this.requireSelectable(account, update.headerFooterId);
      account.headerFooterChosen = true;
    }
    for (const [field, value] of Object.entries(update)) {
      if (value === undefined) {
        continue;
      }
      const property = RENAMED[field as keyof typeof RENAMED] ?? field;
      (account as unknown as Record<string, unknown>)[property] = value;
    }
    await flushAccount(this.em);
    // The principal carries the language: cached sessions must pick up the new one.
    await this.events.changed({ accountId: account.id });
    return account;
  }

  /**
   * A header to select must be one the clinician may use (their own, or their team's while
   * teamHeaderFooter is on): the sets service, which keeps headers, says. Another's or an unknown
   * id is ERRNOTFOUND. The one already selected may be saved again unasked.
   */
  private async requireSelectable(account: Account, headerFooterId: string | null): Promise<void> {
    if (headerFooterId === null || headerFooterId === account.headerFooterId) return;
    const reply = await this.rpc.call<HeaderFooterSelectableReply>(
      HEADER_FOOTER_SUBJECTS.selectable,
      { accountId: account.id, headerFooterId },
      { idempotent: true },
    );
    if (!reply.selectable) throw notFound('No such header');
  }

  /**
   * The clinician's selected header. `teamHeaderId` (their team header, which the sets service
   * shows them) is selected for an account that never chose, once: the first fetch of the headers.
   */
  async headerFooterSelection(accountId: string, teamHeaderId: string | null): Promise<string | null> {
    if (teamHeaderId !== null) {
      await this.em.nativeUpdate(AccountSchema, { id: accountId, headerFooterChosen: false }, { headerFooterId: teamHeaderId, headerFooterChosen: true });
    }
    const account = await this.em.findOne(AccountSchema, { id: accountId }, { fields: ['headerFooterId'] });
    return account?.headerFooterId ?? null;
  }
}
