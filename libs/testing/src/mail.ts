import { simpleParser, type ParsedMail } from 'mailparser';
import type { CaughtMailSummary } from '../../../deploy/local/mail-catcher.d.mts';
import { waitFor } from './processes.js';
import { stackInfo } from './stack-info.js';

export type { CaughtMailSummary };

/** What the test stack's SMTP receiver got for this address (to or cc), newest first. */
export async function mailsTo(address: string): Promise<CaughtMailSummary[]> {
  const res = await fetch(`${stackInfo().mailCatcherUrl}/api/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtMailSummary[];
}

/** One received e-mail as its source, parsed by mailparser (what a mail client would show). */
export async function parsedMail(id: string): Promise<ParsedMail> {
  const res = await fetch(`${stackInfo().mailCatcherUrl}/messages/${id}/raw`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return simpleParser(Buffer.from(await res.arrayBuffer()));
}

/** Waits until `count` e-mails (at least) reached this address, then parses them, oldest first. */
export async function waitForMails(address: string, count = 1, timeoutMs = 20_000): Promise<ParsedMail[]> {
  const found = await waitFor(async () => {
    const list = await mailsTo(address);
    return list.length >= count ? list : undefined;
  }, timeoutMs);
  return Promise.all(found.reverse().map((mail) => parsedMail(mail.id)));
}
