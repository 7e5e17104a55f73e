import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AUTH_SUBJECTS,
  CLIENT_CONTACT_SUBJECTS,
  EDUCATION_SUBJECTS,
  ERROR_MESSAGES,
  errorKeyDetails,
  pdfOptionsSchema,
  type ClientRecipient,
  type EducationPrintList,
  type Lang,
  type MailAttachment,
  type Principal,
  type RequestMeta,
  type SenderProfile,
  type SetEmail,
  type SetEmailed,
} from '@openset/contracts';
import { AccessService, filesBucketName, forbidden, MailOutbox, ObjectBuckets, operationRefused, RpcClient } from '@openset/server-kit';
import { randomUUID } from 'node:crypto';
import { HistoryService } from '../history/history.service.js';
import { PdfService } from '../pdf/pdf.service.js';
import { ClientSetEvents } from '../sets/client-set-events.js';
import { SetsService } from '../sets/sets.service.js';
import { DAILY_WINDOW_MS, deliveryConfig } from './delivery.config.js';
import { DeliveriesService } from './deliveries.service.js';
import { pdfFilename, setEmailContent } from './set-email-content.js';

/**
 * `PUT /clinician/sets/{id}/email`: a client set e-mailed to its client. Refused to demo accounts
 * (ERRPERMISSION), for a set without a client address (ERROPERATION 'Email not available.') and
 * past the account's daily maximum (ERRPERMISSION, details 'Daily max'). In the call's one
 * transaction it records the e-mail in the outbox (the notifications service sends it), an
 * e-mail history point, the delivery (the set's reports) and the activity log's event: all or
 * none. The PDF, when asked for, is rendered now and attached through the object store.
 */
@Injectable()
export class SetEmailService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessService,
    private readonly sets: SetsService,
    private readonly history: HistoryService,
    private readonly deliveries: DeliveriesService,
    private readonly events: ClientSetEvents,
    private readonly mail: MailOutbox,
    private readonly pdf: PdfService,
    private readonly buckets: ObjectBuckets,
    private readonly rpc: RpcClient,
  ) {}

  async send(principal: Principal | null, setId: string, request: SetEmail, meta: Pick<RequestMeta, 'ip'>): Promise<SetEmailed> {
    const who = this.access.clinician(principal);
    if (who.type === 'demo') throw forbidden(ERROR_MESSAGES.notInDemo, errorKeyDetails('notInDemo'));
    const viewer = await this.access.viewer(principal, meta);
    const [set] = await this.sets.visibleRows([setId], viewer);
    if (set!.kind !== 'clientSet' || !set!.clientId) throw operationRefused(ERROR_MESSAGES.emailNotAvailable, errorKeyDetails('emailNotAvailable'));
    const client = await this.rpc.call<ClientRecipient>(CLIENT_CONTACT_SUBJECTS.recipient, { accountId: viewer.accountId, clientId: set!.clientId }, { idempotent: true });
    if (client.archived) throw forbidden(ERROR_MESSAGES.archivedClient, errorKeyDetails('archivedClient'));
    if (!client.email) throw operationRefused(ERROR_MESSAGES.emailNotAvailable, errorKeyDetails('emailNotAvailable'));

    // Counted under the account's lock, held until this transaction ends: two at once count in turn.
    const sentToday = await this.deliveries.emailsSinceLocked(viewer.accountId, new Date(Date.now() - DAILY_WINDOW_MS));
    if (sentToday >= deliveryConfig.dailyMax) throw forbidden(ERROR_MESSAGES.dailyMax, 'Daily max');

    const sender = await this.rpc.call<SenderProfile>(AUTH_SUBJECTS.senderProfile, { id: viewer.accountId }, { idempotent: true });
    const attachments = request.attachPdf ? [await this.attachPdf(set!.id, request, client, viewer)] : [];
    const articles = await this.articles(set!.education.map((item) => item.id), client.lang);
    const senderName = `${sender.firstname} ${sender.lastname}`.trim();
    const content = setEmailContent({
      lang: client.lang,
      clientFirstname: client.firstname,
      body: request.body,
      signature: sender.clientEmailSig,
      senderName: senderName || sender.email,
      set: set!,
      articles,
      portalUrl: deliveryConfig.portalUrl,
      portalUsername: client.portalEnabled && client.portalUsername ? client.portalUsername : null,
      pdfAttached: attachments.length > 0,
    });
    const cc = request.cc ? [request.cc] : [];
    const mail = this.mail.send({
      kind: 'clientSet',
      to: [client.email],
      cc,
      replyTo: sender.email || undefined,
      fromName: senderName ? `${senderName} (OpenSet)` : undefined,
      subject: request.subject,
      text: content.text,
      html: content.html,
      attachments,
      language: client.lang,
      accountId: viewer.accountId,
    });
    const point = this.history.record(set!, 'email');
    this.deliveries.record({ setId: set!.id, kind: 'email', accountId: viewer.accountId, to: client.email, cc, detail: request.subject });
    this.events.record('clientSetEmailed', set!, viewer);
    await this.em.flush();
    return { id: mail.id, to: client.email, cc, historyPointId: point.id, remainingToday: Math.max(0, deliveryConfig.dailyMax - sentToday - 1) };
  }

  /** The set's attached education in the client's language, as the e-mail lists it (the portal shows it whole). */
  private async articles(ids: string[], lang: Lang): Promise<{ title: string; summary: string }[]> {
    if (ids.length === 0) return [];
    const reply = await this.rpc.call<EducationPrintList>(EDUCATION_SUBJECTS.articles, { ids, lang }, { idempotent: true });
    return reply.items.map(({ title, summary }) => ({ title, summary }));
  }

  /** The set's PDF in the client's language, put in the files bucket (kept a week: longer than every retry). */
  private async attachPdf(setId: string, request: SetEmail, client: ClientRecipient, viewer: Awaited<ReturnType<AccessService['viewer']>>): Promise<MailAttachment> {
    const options = pdfOptionsSchema.parse({ ...(request.pdf ?? {}), lang: client.lang });
    const bytes = await this.pdf.renderSet(setId, options, viewer);
    const bucket = filesBucketName();
    const object = `mail/${randomUUID()}.pdf`;
    await (await this.buckets.bucket(bucket)).putBlob({ name: object, options: { max_chunk_size: 128 * 1024 } }, bytes);
    return { bucket, object, filename: pdfFilename(client.lang), contentType: 'application/pdf' };
  }
}
