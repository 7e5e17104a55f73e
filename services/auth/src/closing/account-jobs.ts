import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AUTH_SUBJECTS } from '@openset/contracts';
import { RpcClient, serviceLogger } from '@openset/server-kit';
import { SignUpSchema } from '../signup/signup.entity.js';
import { ProofStore } from '../signup/proof-store.js';
import { AccountPurge } from './account-purge.js';
import { dormantSince } from './account-state.js';

const logger = serviceLogger('auth');
/** An array bound as one PostgreSQL array literal (a bound JS array is spread into a list). */
const pgArray = (ids: string[]) => `{${ids.join(',')}}`;
/** How often each copy of the service looks for due work (ACCOUNT_JOBS_INTERVAL_MS). */
const INTERVAL_MS = Number(process.env.ACCOUNT_JOBS_INTERVAL_MS) || 60_000;
/** Accounts one run deletes at most: a run stays short, the next one takes the rest. */
const BATCH = 20;

export interface AccountJobsRun {
  trialsEnded: string[];
  purged: string[];
  signUpsExpired: number;
}

/**
 * The scheduled work of the account lifecycle, durable because its to-do list is the accounts
 * table itself (no timer holds state): trials past their 14 days are closed (the checkout link
 * at sign-in); accounts closed six months ago and expired demo accounts are deleted for good;
 * unconfirmed sign-ups past their link's day go with their proof. Every copy runs it; a due
 * account is claimed with `for update skip locked`, so two copies never purge the same one and
 * an account whose purge failed (a service away) stays due for the next run.
 */
@Injectable()
export class AccountJobs implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly purge: AccountPurge,
    private readonly proofs: ProofStore,
    private readonly rpc: RpcClient,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => {
      this.running ??= this.run().catch((error: unknown) => logger.warn({ err: error }, 'account jobs failed')).finally(() => (this.running = null));
    }, INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  /** @param only restricts the run to these accounts (tests, which move time for their own accounts only). */
  async run(now = new Date(), only?: string[]): Promise<AccountJobsRun> {
    const trialsEnded = await this.endTrials(now, only);
    const purged: string[] = [];
    const failed: string[] = [];
    for (let n = 0; n < BATCH; n++) {
      const outcome = await this.purgeNext(now, failed, only);
      if (outcome === null) break;
      (outcome.ok ? purged : failed).push(outcome.id);
    }
    const signUpsExpired = only ? 0 : await this.expireSignUps(now);
    if (trialsEnded.length + purged.length + signUpsExpired > 0) logger.info({ trialsEnded, purged, signUpsExpired }, 'account jobs');
    return { trialsEnded, purged, signUpsExpired };
  }

  private async endTrials(now: Date, only?: string[]): Promise<string[]> {
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `update "auth"."accounts" set "closed" = true, "closed_at" = ?, "closed_by" = 'trialEnded', "updated_at" = ?
       where "type" = 'trial' and not "closed" and "trial_until" <= ? and "billing_status" <> 'active'
         ${only ? 'and "id" = any(?::uuid[])' : ''}
       returning "id"`,
      [now, now, now, ...(only ? [pgArray(only)] : [])],
    );
    for (const { id } of rows) await this.rpc.emit(AUTH_SUBJECTS.sessionsChanged, { accountId: id });
    return rows.map((row) => row.id);
  }

  /**
   * Claims the next due account and deletes it, in one transaction: the row stays locked until
   * its purge commits, and a purge that fails leaves it as it was (due again next run).
   */
  private async purgeNext(now: Date, skip: string[], only?: string[]): Promise<{ id: string; ok: boolean } | null> {
    let claimed: string | null = null;
    try {
      await this.orm.em.fork().transactional(async (em) => {
        const [due] = await em.execute<{ id: string }[]>(
          `select "id" from "auth"."accounts"
           where (("closed" and "closed_at" <= ?) or "expires_at" <= ?) and not ("id" = any(?::uuid[]))
             ${only ? 'and "id" = any(?::uuid[])' : ''}
           order by coalesce("expires_at", "closed_at") limit 1 for update skip locked`,
          [dormantSince(now), now, pgArray(skip), ...(only ? [pgArray(only)] : [])],
        );
        if (!due) return;
        claimed = due.id;
        await this.purge.purge(em, due.id);
      });
    } catch (error) {
      if (claimed === null) throw error;
      logger.warn({ err: error, accountId: claimed }, 'account purge failed; it stays due');
      return { id: claimed, ok: false };
    }
    if (claimed === null) return null;
    await this.rpc.emit(AUTH_SUBJECTS.sessionsChanged, { accountId: claimed });
    return { id: claimed, ok: true };
  }

  private async expireSignUps(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const stale = await em.find(SignUpSchema, { confirmedAt: null, expiresAt: { $lte: now } }, { fields: ['id', 'proofObject'], limit: 100 });
    for (const signUp of stale) if (signUp.proofObject) await this.proofs.delete(signUp.proofObject);
    return stale.length ? em.nativeDelete(SignUpSchema, { id: { $in: stale.map((signUp) => signUp.id) } }) : 0;
  }
}
