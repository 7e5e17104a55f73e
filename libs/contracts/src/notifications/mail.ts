import { z } from 'zod';
import { langSchema } from '../common.js';

/**
 * Outgoing e-mail, for every feature that sends one (a set to its client, outcome invitations,
 * staff invitations, secondary codes, password resets, feedback to the operator). The sender
 * records an `OutgoingMail` in its own outbox in the transaction of the change (server-kit
 * `MailOutbox.send`); the outbox publishes it to the deployment's mail stream with the row id as
 * the JetStream message id; the notifications service sends it over SMTP, once: it keeps the ids
 * it sent, retries with backoff, and writes a dead letter with the reason after the last try.
 */
export const MAIL_KINDS = ['clientSet', 'outcomeInvitation', 'staffInvitation', 'secondaryCode', 'passwordReset', 'signUp', 'accountReady', 'feedback'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** An address as nodemailer and SMTP take it (no display name: the sender sets those). */
const address = z.email().max(254);

/**
 * A file to attach, kept in a JetStream object store bucket (files never travel inside NATS
 * messages). The bucket must outlive the retries: the files bucket keeps objects a week.
 */
export const mailAttachmentSchema = z.object({
  bucket: z.string().min(1).max(200),
  object: z.string().min(1).max(500),
  filename: z.string().min(1).max(255),
  contentType: z.string().min(1).max(200),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const outgoingMailSchema = z.object({
  /** The outbox row's id: the JetStream message id, the SMTP Message-ID, and what makes it sent once. */
  id: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  to: z.array(address).min(1).max(20),
  cc: z.array(address).max(20).default([]),
  /** Where answers go (the clinician's address for a client's e-mail). */
  replyTo: address.optional(),
  /** The name shown as the sender (`Dr Smith via OpenSet`); the address is the deployment's (MAIL_FROM). */
  fromName: z.string().max(200).optional(),
  subject: z.string().min(1).max(500),
  /** The plain-text part: always there. */
  text: z.string().max(200_000),
  /** The HTML part, the same content as the text. */
  html: z.string().max(500_000).optional(),
  attachments: z.array(mailAttachmentSchema).max(10).default([]),
  language: langSchema,
  /** The account that caused it, if one did (logs and the dead letters' list). */
  accountId: z.string().max(64).nullable(),
  requestedAt: z.iso.datetime(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;
/** What a sender gives `MailOutbox.send`: the id and time are the outbox's. */
export type NewMail = Omit<z.input<typeof outgoingMailSchema>, 'id' | 'requestedAt'>;

/** The subject outgoing e-mail is published on, under the deployment prefix: `<prefix>.mail.outgoing`. */
export const MAIL_SUBJECT = 'mail.outgoing';
/** The JetStream stream of a deployment's outgoing e-mail (work queue: a message goes once it is sent). */
export const mailStreamName = (prefix: string) => `${prefix}_mail`.replace(/[^A-Za-z0-9_-]/g, '_');
/** The notifications service's durable consumer of the mail stream. */
export const MAIL_CONSUMER = 'notifications-mail';
