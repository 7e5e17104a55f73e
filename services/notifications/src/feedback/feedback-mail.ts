import type { FeedbackKind, NewMail } from '@openset/contracts';

/** Who sent the feedback, as the auth service knows the account. */
export interface FeedbackSender {
  accountId: string;
  accountType: string;
  name: string;
  email: string;
}

export interface FeedbackForMail {
  id: string;
  kind: FeedbackKind;
  message: string;
  mayContact: boolean;
  pagePath: string;
  userAgent?: string | null;
  createdAt: Date;
}

const KIND_TITLE: Record<FeedbackKind, string> = { idea: 'Idea', problem: 'Problem', praise: 'Praise' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/**
 * The operator's e-mail of one piece of feedback, in English (the operator's language, not the
 * sender's). Answers go to the sender only when they said they may be contacted.
 */
export function feedbackMail(feedback: FeedbackForMail, sender: FeedbackSender, operatorEmail: string): NewMail {
  const who = sender.name ? `${sender.name} <${sender.email}>` : sender.email;
  const facts: [string, string][] = [
    ['From', who || sender.accountId],
    ['Account', `${sender.accountId} (${sender.accountType})`],
    ['May be contacted', feedback.mayContact ? 'yes' : 'no'],
    ['Page', feedback.pagePath],
    ['Browser', feedback.userAgent ?? 'unknown'],
    ['Sent', feedback.createdAt.toISOString()],
    ['Reference', feedback.id],
  ];
  const text = [`${KIND_TITLE[feedback.kind]} from ${who || sender.accountId}`, '', feedback.message, '', ...facts.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const html = [
    `<p>${escapeHtml(KIND_TITLE[feedback.kind])} from ${escapeHtml(who || sender.accountId)}</p>`,
    `<blockquote style="white-space: pre-wrap">${escapeHtml(feedback.message)}</blockquote>`,
    `<table>${facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
  ].join('\n');
  return {
    kind: 'feedback',
    to: [operatorEmail],
    cc: [],
    replyTo: feedback.mayContact && sender.email ? sender.email : undefined,
    fromName: 'OpenSet feedback',
    subject: `[OpenSet feedback] ${KIND_TITLE[feedback.kind]}: ${firstLine(feedback.message)}`,
    text,
    html,
    attachments: [],
    language: 'en',
    accountId: sender.accountId,
  };
}

/** The subject's summary: the message's first line, cut at 80 characters. */
function firstLine(message: string): string {
  const line = message.split('\n')[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
