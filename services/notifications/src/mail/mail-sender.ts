import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { OutgoingMail } from '@openset/contracts';
import { ObjectBuckets } from '@openset/server-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { mailConfig, senderDomain } from './mail.config.js';

/** Why an e-mail was not sent, and whether a later try may succeed. */
export class MailFailure extends Error {
  constructor(
    message: string,
    /** True when no retry can help: the server refused it for good (5xx), an attachment is gone. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailFailure';
  }
}

export interface Sent {
  smtpMessageId: string;
  smtpResponse: string;
  recipients: string[];
}

/**
 * Hands an e-mail to the SMTP server at SMTP_URL through nodemailer: the plain-text part, the
 * HTML part when there is one (multipart/alternative), attachments read from the object store.
 * Its Message-ID is made of the request's id, so a receiving server sees a repeat as the same
 * message. A refusal with a 5xx reply is permanent; a 4xx reply, a refused connection or a
 * timeout may pass on a later try.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private transport: Transporter<SMTPTransport.SentMessageInfo> | null = null;

  constructor(private readonly buckets: ObjectBuckets) {}

  get configured(): boolean {
    return mailConfig.smtpUrl !== '';
  }

  async send(mail: OutgoingMail): Promise<Sent> {
    const attachments = await Promise.all(mail.attachments.map((attachment) => this.attachment(attachment)));
    const from = mail.fromName ? { name: mail.fromName, address: addressOf(mailConfig.from) } : mailConfig.from;
    try {
      const info = await this.smtp().sendMail({
        messageId: `<${mail.id}@${senderDomain()}>`,
        from,
        to: mail.to,
        cc: mail.cc,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments,
        headers: { 'Content-Language': mail.language },
      });
      return {
        smtpMessageId: info.messageId,
        smtpResponse: info.response.slice(0, 500),
        recipients: info.accepted.map((entry: string | { address: string }) => (typeof entry === 'string' ? entry : entry.address)),
      };
    } catch (error) {
      throw classify(error);
    }
  }

  private async attachment(ref: OutgoingMail['attachments'][number]) {
    const store = await this.buckets.bucket(ref.bucket);
    const content = await store.getBlob(ref.object);
    if (!content) throw new MailFailure(`attachment ${ref.filename} is no longer in ${ref.bucket}`, true);
    return { filename: ref.filename, content: Buffer.from(content), contentType: ref.contentType };
  }

  private smtp(): Transporter<SMTPTransport.SentMessageInfo> {
    this.transport ??= nodemailer.createTransport({
      url: mailConfig.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as SMTPTransport.Options);
    return this.transport;
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** A nodemailer error as a MailFailure: 5xx permanent, anything else worth another try. */
export function classify(error: unknown): MailFailure {
  if (error instanceof MailFailure) return error;
  const { responseCode, response, code, message } = (error ?? {}) as { responseCode?: number; response?: string; code?: string; message?: string };
  const reason = [code, responseCode, response ?? message ?? String(error)].filter((part) => part !== undefined && part !== '').join(' ');
  return new MailFailure(reason.slice(0, 1000), typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600);
}
