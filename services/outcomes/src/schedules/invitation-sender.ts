import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_SUBJECTS, CLIENT_CONTACT_SUBJECTS, type ClientRecipient, type SenderProfile } from '@openset/contracts';
import { DomainError, MailOutbox, RpcClient } from '@openset/server-kit';
import type { ClientOutcomeRow } from '../client-outcomes/client-outcome.entity.js';
import { DefinitionsService } from '../definitions/definitions.service.js';
import { OutcomeEvents, type EventActor } from '../outcome-events.js';
import { invitationContent } from './invitation-content.js';
import { InvitationSchema } from './invitation.entity.js';
import { nextReminder } from './schedule.js';
import { schedulesConfig } from './schedules.config.js';

export type InvitationKind = 'invitation' | 'reminder' | 'resend';

const isNotFound = (error: unknown) => error instanceof DomainError && error.code === 'ERRNOTFOUND';

/**
 * Sends one invitation or reminder of a client outcome the caller holds (locked by the scheduler,
 * or in a clinician's call), in the caller's transaction: the e-mail goes to the mail outbox, the
 * invitation row and the outcome's delivery state are written with it, so all of them commit or
 * none. A client without an address (or archived) gets no e-mail; the invitation still opens (the
 * questionnaire waits in the portal) and its row says why nothing was sent. Another service not
 * answering throws: nothing is written, and the scheduler tries again on its next look.
 */
@Injectable()
export class InvitationSender {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailOutbox,
    private readonly rpc: RpcClient,
    private readonly definitions: DefinitionsService,
    private readonly events: OutcomeEvents,
  ) {}

  async send(row: ClientOutcomeRow, kind: InvitationKind, dueAt: Date, actor: EventActor, now = new Date()): Promise<void> {
    const client = await this.recipient(row);
    let mailId: string | null = null;
    let skipped: string | null = null;
    if (!client) skipped = 'clientNotFound';
    else if (client.archived) skipped = 'clientArchived';
    else if (!client.email) skipped = 'noEmail';
    else mailId = await this.mailTo(client, row, kind === 'reminder');
    this.em.create(InvitationSchema, { clientOutcomeId: row.id, kind, dueAt, mailId, skipped });

    if (kind === 'reminder') {
      row.openReminders += 1;
      row.remindersSent += 1;
      row.nextReminderAt = nextReminder(row, row.openReminders, now);
    } else {
      // An invitation (or one resent) opens the questionnaire from now; its reminders start again.
      row.openSince ??= now;
      row.lastInvitationAt = now;
      row.invitationsSent += 1;
      row.openReminders = 0;
      row.nextReminderAt = nextReminder(row, 0, now);
    }
    this.events.record('outcomeEmailed', actor, { clientOutcomeId: row.id, clientId: row.clientId, kind, sent: mailId ? 'yes' : skipped });
  }

  /** The client's address and names, asked as the client's clinician (or who assigned it); null when neither sees the client now. */
  private async recipient(row: ClientOutcomeRow): Promise<ClientRecipient | null> {
    for (const accountId of new Set([row.ownerId, row.assignedBy])) {
      try {
        return await this.rpc.call<ClientRecipient>(CLIENT_CONTACT_SUBJECTS.recipient, { accountId, clientId: row.clientId }, { idempotent: true });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    return null;
  }

  private async mailTo(client: ClientRecipient, row: ClientOutcomeRow, reminder: boolean): Promise<string> {
    const sender = await this.sender(row.assignedBy);
    const definition = this.definitions.viewOf(await this.definitions.current(row.type, row.definitionId), client.lang);
    const clinicianName = sender ? `${sender.firstname} ${sender.lastname}`.trim() || sender.email : '';
    const content = invitationContent({
      lang: client.lang,
      reminder,
      clientFirstname: client.firstname,
      clinicianName: clinicianName || (client.lang === 'fr' ? 'Votre clinicien' : 'Your clinician'),
      outcomeName: definition.abbreviation && definition.abbreviation !== definition.name ? `${definition.name} (${definition.abbreviation})` : definition.name,
      instructions: row.instructions,
      link: `${schedulesConfig.portalUrl}/outcomes/${row.id}`,
      portalUsername: client.portalEnabled && client.portalUsername ? client.portalUsername : null,
    });
    const mail = this.mail.send({
      kind: 'outcomeInvitation',
      to: [client.email],
      replyTo: sender?.email || undefined,
      fromName: clinicianName ? `${clinicianName} (OpenSet)` : undefined,
      subject: content.subject,
      text: content.text,
      html: content.html,
      language: client.lang,
      accountId: row.assignedBy,
    });
    return mail.id;
  }

  private async sender(accountId: string): Promise<SenderProfile | null> {
    try {
      return await this.rpc.call<SenderProfile>(AUTH_SUBJECTS.senderProfile, { id: accountId }, { idempotent: true });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}
