import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AUTH_SUBJECTS,
  productFeedbackSchema,
  type FeedbackReceived,
  type Principal,
  type RequestMeta,
  type SenderProfile,
} from '@openset/contracts';
import { MailOutbox, rateLimited, RpcClient } from '@openset/server-kit';
import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { FEEDBACK_WINDOW_MS, feedbackConfig } from './feedback.config.js';
import { feedbackMail } from './feedback-mail.js';
import { FeedbackSchema } from './feedback.entity.js';

/** A browser's User-Agent as kept: long enough for any real one, never unbounded. */
const USER_AGENT_MAX = 500;

/**
 * Feedback to the people who run OpenSet: kept, and e-mailed to OPERATOR_EMAIL through this
 * service's outbox and the mail stream (the one way e-mail leaves the product), both in the
 * call's transaction. An account sends at most `perHour` in an hour: counted under a lock on the
 * account held until the transaction ends, so sends at the same moment count in turn.
 */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailOutbox,
    private readonly rpc: RpcClient,
  ) {}

  async send(principal: Principal, body: z.output<typeof productFeedbackSchema>, meta: Pick<RequestMeta, 'userAgent'>): Promise<FeedbackReceived> {
    await this.refuseOverLimit(principal.accountId);
    const sender = await this.rpc.call<SenderProfile>(AUTH_SUBJECTS.senderProfile, { id: principal.accountId }, { idempotent: true });
    const row = this.em.create(FeedbackSchema, {
      id: randomUUID(),
      accountId: principal.accountId,
      accountType: principal.type,
      kind: body.kind,
      message: body.message,
      mayContact: body.mayContact,
      pagePath: body.page,
      userAgent: meta.userAgent ? meta.userAgent.slice(0, USER_AGENT_MAX) : null,
      createdAt: new Date(),
    });
    const name = `${sender.firstname} ${sender.lastname}`.trim();
    this.mail.send(feedbackMail(row, { accountId: principal.accountId, accountType: principal.type, name, email: sender.email }, feedbackConfig.operatorEmail));
    await this.em.flush();
    return { id: row.id, receivedAt: row.createdAt.toISOString() };
  }

  private async refuseOverLimit(accountId: string): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtextextended('notifications.feedback:' || ?, 0))`, [accountId]);
    const since = new Date(Date.now() - FEEDBACK_WINDOW_MS);
    const [row] = await this.em.execute<{ sent: string | number; oldest: Date | string | null }[]>(
      `select count(*) as "sent", min("created_at") as "oldest" from "notifications"."feedback" where "account_id" = ? and "created_at" > ?`,
      [accountId, since],
    );
    if (Number(row?.sent ?? 0) < feedbackConfig.perHour) return;
    // The wait: until the oldest of the hour's feedback leaves the window.
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
    throw rateLimited('Too much feedback in an hour, try again later', (oldest + FEEDBACK_WINDOW_MS - Date.now()) / 1000);
  }
}
