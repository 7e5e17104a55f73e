/**
 * The notifications service's e-mail settings, read once from the environment.
 * - SMTP_URL: where to send (`smtp://user:pass@host:587`, `smtps://...`); unset: nothing is sent,
 *   e-mail waits in the mail stream (30 days) until a copy with it runs.
 * - MAIL_FROM: the sender address (`OpenSet <no-reply@example.org>`); a mail's `fromName` replaces the name.
 * - MAIL_MAX_ATTEMPTS: tries before an e-mail becomes a dead letter (default 8).
 * - MAIL_RETRY_DELAYS_MS: the wait before each retry, comma separated; the last repeats
 *   (default 10 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h: about 3.7 hours in all).
 */
export const mailConfig = {
  smtpUrl: process.env.SMTP_URL ?? '',
  from: process.env.MAIL_FROM ?? 'OpenSet <no-reply@openset.localhost>',
  maxAttempts: Math.max(1, Number(process.env.MAIL_MAX_ATTEMPTS ?? 8) || 8),
  retryDelaysMs: parseDelays(process.env.MAIL_RETRY_DELAYS_MS ?? '10000,30000,120000,600000,1800000,3600000,7200000'),
};

function parseDelays(value: string): number[] {
  const delays = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((delay) => Number.isFinite(delay) && delay >= 0);
  return delays.length > 0 ? delays : [10_000];
}

/** The wait before try `attempt + 1`, after try `attempt` (1-based) failed. */
export function retryDelayMs(attempt: number, delays = mailConfig.retryDelaysMs): number {
  return delays[Math.min(Math.max(attempt, 1), delays.length) - 1]!;
}

/** The domain of the sender address, for the SMTP Message-ID (`<id@domain>`). */
export function senderDomain(from = mailConfig.from): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'openset.localhost';
}
