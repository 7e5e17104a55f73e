import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { OutgoingMail } from '@openset/contracts';
import { DeadLetterSchema } from './dead-letter.entity.js';
import type { Sent } from './mail-sender.js';
import { SentMailSchema } from './sent-mail.entity.js';

/** What the notifications service keeps of outgoing e-mail: the ids sent, and the dead letters. */
@Injectable()
export class MailLedger {
  constructor(private readonly orm: MikroORM) {}

  /** Whether this e-mail was sent, or given up on, already (a message delivered again). */
  async settled(id: string): Promise<'sent' | 'dead' | null> {
    const [row] = await this.orm.em.fork().execute<{ state: 'sent' | 'dead' }[]>(
      `select 'sent' as "state" from "notifications"."sent_mails" where "id" = ?
       union all select 'dead' from "notifications"."dead_letters" where "id" = ? limit 1`,
      [id, id],
    );
    return row?.state ?? null;
  }

  async sent(mail: OutgoingMail, sent: Sent, attempts: number): Promise<void> {
    const em = this.orm.em.fork();
    await em.upsert(
      SentMailSchema,
      { id: mail.id, kind: mail.kind, accountId: mail.accountId, recipients: [...mail.to, ...mail.cc], smtpMessageId: sent.smtpMessageId, smtpResponse: sent.smtpResponse, attempts, sentAt: new Date() },
      { onConflictAction: 'ignore' },
    );
  }

  async dead(mail: OutgoingMail | { id: string; raw: unknown }, reason: string, attempts: number): Promise<void> {
    const em = this.orm.em.fork();
    const full = 'raw' in mail ? null : mail;
    await em.upsert(
      DeadLetterSchema,
      {
        id: mail.id,
        kind: full?.kind ?? 'unknown',
        accountId: full?.accountId ?? null,
        recipients: full ? [...full.to, ...full.cc] : [],
        subject: full?.subject ?? '',
        reason: reason.slice(0, 2000),
        attempts,
        mail: (full ?? { raw: (mail as { raw: unknown }).raw }) as Record<string, unknown>,
        failedAt: new Date(),
      },
      { onConflictAction: 'ignore' },
    );
  }
}
