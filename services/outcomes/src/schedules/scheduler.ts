import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { serverConfig, serviceLogger } from '@openset/server-kit';
import { ClientOutcomeSchema } from '../client-outcomes/client-outcome.entity.js';
import { OutcomeEvents, rowActor } from '../outcome-events.js';
import { InvitationSender } from './invitation-sender.js';
import { nextAfterSending } from './schedule.js';
import { SCHEDULE_BATCH, schedulesConfig } from './schedules.config.js';

const logger = serviceLogger('outcomes');
/** An array bound as one PostgreSQL array literal (a bound JS array is spread into a list). */
const pgArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Sends the invitations and reminders that are due. Durable because its to-do list is the
 * client_outcomes table itself (`next_invitation_at`, `next_reminder_at`): no timer holds state, a
 * restart of the service or the machine loses nothing, and what fell due meanwhile goes at the
 * next look. Every copy looks every OUTCOME_SCHEDULE_INTERVAL_MS; each due row is claimed with
 * `for update skip locked` in a transaction that also writes the e-mail to the outbox and moves
 * the row's due times on, so two copies never send the same invitation, and an invitation is sent
 * (its e-mail queued) exactly when the row moved on. A row whose sending failed (a service away)
 * stays due for the next look.
 */
@Injectable()
export class Scheduler implements OnModuleInit, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;
  private again = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly sender: InvitationSender,
    private readonly events: OutcomeEvents,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => this.kick(), schedulesConfig.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.again = false;
    await this.running;
  }

  /** Looks now (after an assignment or a change due at once), or right after the look running. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .catch((error: unknown) => logger.warn({ err: error }, 'outcome schedule look failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends what is due, at most a batch; answers how many rows were handled. */
  async run(): Promise<number> {
    const failed: string[] = [];
    let handled = 0;
    for (let n = 0; n < SCHEDULE_BATCH; n++) {
      const outcome = await this.sendNext(failed);
      if (outcome === null) break;
      if (outcome.ok) handled++;
      else failed.push(outcome.id);
    }
    return handled;
  }

  private async sendNext(skip: string[]): Promise<{ id: string; ok: boolean } | null> {
    let claimed: string | null = null;
    try {
      await this.orm.em.fork().transactional(async (em) => {
        const now = new Date();
        const [due] = await em.execute<{ id: string }[]>(
          `select "id" from "outcomes"."client_outcomes"
            where "prefix" = ? and "enabled" and not "client_stopped"
              and ("next_invitation_at" <= ? or "next_reminder_at" <= ?)
              and not ("id" = any(?::uuid[]))
            order by least("next_invitation_at", "next_reminder_at") limit 1
            for update skip locked`,
          [serverConfig.natsPrefix, now, now, pgArray(skip)],
        );
        if (!due) return;
        claimed = due.id;
        const row = await em.findOneOrFail(ClientOutcomeSchema, { id: due.id });
        const actor = rowActor(row);
        if (row.nextInvitationAt && row.nextInvitationAt <= now) {
          const dueAt = row.nextInvitationAt;
          await this.sender.send(row, 'invitation', dueAt, actor, now);
          row.nextInvitationAt = nextAfterSending(row, dueAt, now);
          // The last invitation of an interval schedule: its clinician hears the schedule is done.
          if (row.scheduleKind === 'intervals' && row.nextInvitationAt === null) {
            this.events.record('scheduleFinished', actor, { clientOutcomeId: row.id, clientId: row.clientId, clinicianId: row.ownerId });
          }
        } else if (row.openSince && row.nextReminderAt) {
          await this.sender.send(row, 'reminder', row.nextReminderAt, actor, now);
        } else {
          row.nextReminderAt = null;
        }
        await em.flush();
      });
    } catch (error) {
      if (claimed === null) throw error;
      logger.warn({ err: error, clientOutcomeId: claimed }, 'outcome invitation not sent; it stays due');
      return { id: claimed, ok: false };
    }
    return claimed === null ? null : { id: claimed, ok: true };
  }
}
