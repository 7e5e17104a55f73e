import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_PURGE_SUBJECTS, accountPurgedSchema, type AccountPurged, type AccountPurgeRequest } from '@openset/contracts';
import { RpcClient, serviceLogger } from '@openset/server-kit';
import { SignUpSchema } from '../signup/signup.entity.js';
import { ProofStore } from '../signup/proof-store.js';

const logger = serviceLogger('auth');

/** Rows a `delete ... returning 1` removed. */
const deleted = async (em: EntityManager, statement: string, params: unknown[]): Promise<number> => (await em.execute<unknown[]>(statement, params)).length;

/**
 * Deletes one account for good: first what every other service keeps of it (each through its
 * purge subject, which removes only what the account owns alone and may be called again), then
 * its rows here. A service that does not answer fails the purge before anything of auth is
 * deleted, so the account is still due and the next run of the job tries again: the account row
 * is the job's durable to-do list.
 */
@Injectable()
export class AccountPurge {
  constructor(
    private readonly rpc: RpcClient,
    private readonly proofs: ProofStore,
  ) {}

  async purge(em: EntityManager, accountId: string): Promise<Record<string, AccountPurged>> {
    const removed: Record<string, AccountPurged> = {};
    // Clients before sets (a client's deletion is also an event the sets service takes), sets
    // before exercises (an upload still named by the account's own sets is then free to go).
    let clientIds: string[] = [];
    for (const [service, subject] of Object.entries(ACCOUNT_PURGE_SUBJECTS)) {
      const request: AccountPurgeRequest = { accountId, clientIds };
      const reply = accountPurgedSchema.parse(await this.rpc.call<unknown>(subject, request, { idempotent: true }));
      clientIds = reply.clientIds ?? clientIds;
      removed[service] = { rows: reply.rows, files: reply.files };
    }
    const [account] = await em.execute<{ email: string }[]>('select "email" from "auth"."accounts" where "id" = ?', [accountId]);
    const signUps = account ? await em.find(SignUpSchema, { email: account.email }, { fields: ['id', 'proofObject'] }) : [];
    for (const signUp of signUps) if (signUp.proofObject) await this.proofs.delete(signUp.proofObject);
    const rows: Record<string, number> = {
      signups: account ? await em.nativeDelete(SignUpSchema, { email: account.email }) : 0,
      portal_sessions: await deleted(em, 'delete from "auth"."portal_sessions" where "owner_id" = ? returning 1', [accountId]),
      outbox: await deleted(em, `delete from "auth"."outbox" where "published_at" is not null and ("payload"->>'actorId' = ? or "payload"->>'accountId' = ?) returning 1`, [accountId, accountId]),
      idempotent_replies: await deleted(em, 'delete from "auth"."idempotent_replies" where "account_id" = ? returning 1', [accountId]),
      secret_attempts: await deleted(em, 'delete from "auth"."secret_attempts" where "key" like ? returning 1', [`%${accountId}%`]),
      // Sessions, reset links, login attempts, secondary codes, known networks and API keys go
      // with the row (foreign keys on delete cascade).
      accounts: await deleted(em, 'delete from "auth"."accounts" where "id" = ? returning 1', [accountId]),
    };
    removed.auth = { rows, files: signUps.filter((signUp) => signUp.proofObject).length };
    logger.info({ accountId, removed }, 'account deleted for good');
    return removed;
  }
}
