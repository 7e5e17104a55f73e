import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  createAccountRequestSchema,
  type ClinicianProfileUpdate,
  type ManagerProfileUpdate,
} from '@openset/contracts';
import { parseOrThrow } from '@openset/server-kit';
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
}
