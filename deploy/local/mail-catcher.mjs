// A local mail catcher for `npm start` and the tests: an SMTP server that keeps every e-mail it
// receives in memory, and a small web page that lists them (subject, from, to) and shows each
// one's text and HTML parts and attachments. The notifications service sends to it through
// SMTP_URL. Nothing leaves the machine.
//
// Recipients that make it refuse, to see retries and dead letters: a local part starting with
// `tempfail` is refused with 451 (try later), one starting with `reject` with 550 (for good).
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const KEEP = 500;

const escapeHtml = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const addressesOf = (field) => (field ? (Array.isArray(field) ? field : [field]).flatMap((entry) => entry.value.map((one) => one.address ?? '')) : []);

function summaryOf(message) {
  const { parsed } = message;
  return {
    id: message.id,
    receivedAt: message.receivedAt,
    envelope: message.envelope,
    messageId: parsed.messageId ?? null,
    from: parsed.from?.text ?? '',
    to: addressesOf(parsed.to),
    cc: addressesOf(parsed.cc),
    replyTo: parsed.replyTo?.text ?? '',
    subject: parsed.subject ?? '',
    attachments: parsed.attachments.map((attachment, index) => ({ index, filename: attachment.filename ?? `attachment-${index + 1}`, contentType: attachment.contentType, size: attachment.size })),
  };
}

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1rem; color: #1c1c1c; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  a { color: #0b57d0; } a:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: .8rem; border-radius: 4px; }
  iframe { width: 100%; min-height: 28rem; border: 1px solid #ccc; border-radius: 4px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; } dt { font-weight: 600; }
</style></head><body>${body}</body></html>`;

function listPage(messages) {
  const rows = messages
    .map((message) => {
      const summary = summaryOf(message);
      return `<tr><td>${escapeHtml(new Date(summary.receivedAt).toLocaleString('en-CA'))}</td><td><a href="/messages/${summary.id}">${escapeHtml(summary.subject || '(no subject)')}</a></td><td>${escapeHtml(summary.from)}</td><td>${escapeHtml([...summary.to, ...summary.cc.map((cc) => `cc ${cc}`)].join(', '))}</td><td>${summary.attachments.length || ''}</td></tr>`;
    })
    .join('\n');
  return page(
    `Mail catcher (${messages.length})`,
    `<h1>Mail catcher</h1>
<p>E-mail the product sent on this machine, newest first (${messages.length}, the last ${KEEP} kept until the launcher stops). <a href="/">Refresh</a></p>
<form method="post" action="/clear"><button type="submit">Delete all</button></form>
${messages.length === 0 ? '<p>No e-mail yet.</p>' : `<table><caption class="visually-hidden">Received e-mail</caption><thead><tr><th scope="col">Received</th><th scope="col">Subject</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Attachments</th></tr></thead><tbody>${rows}</tbody></table>`}`,
  );
}

function messagePage(message) {
  const summary = summaryOf(message);
  const attachments = summary.attachments
    .map((attachment) => `<li><a href="/messages/${summary.id}/attachments/${attachment.index}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${attachment.size} bytes)</li>`)
    .join('');
  return page(
    summary.subject || '(no subject)',
    `<p><a href="/">All e-mail</a></p>
<h1>${escapeHtml(summary.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(summary.from)}</dd><dt>To</dt><dd>${escapeHtml(summary.to.join(', '))}</dd>
${summary.cc.length ? `<dt>Cc</dt><dd>${escapeHtml(summary.cc.join(', '))}</dd>` : ''}${summary.replyTo ? `<dt>Reply to</dt><dd>${escapeHtml(summary.replyTo)}</dd>` : ''}
<dt>Received</dt><dd>${escapeHtml(new Date(summary.receivedAt).toLocaleString('en-CA'))}</dd><dt>Message-ID</dt><dd>${escapeHtml(summary.messageId ?? '')}</dd></dl>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
${message.parsed.html ? `<h2>HTML</h2><iframe title="HTML part" sandbox src="/messages/${summary.id}/html"></iframe>` : ''}
<h2>Text</h2><pre>${escapeHtml(message.parsed.text ?? '')}</pre>
<p><a href="/messages/${summary.id}/raw">Source (.eml)</a></p>`,
  );
}

/**
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, log?: (message: string) => void }} [options]
 *   ports 0 (the default) take any free port
 */
export async function startMailCatcher(options = {}) {
  const host = options.host ?? '127.0.0.1';
  /** @type {{ id: string, receivedAt: string, envelope: { from: string, to: string[] }, raw: Buffer, parsed: import('mailparser').ParsedMail }[]} */
  const messages = [];

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'OpenSet mail catcher',
    size: 40 * 1024 * 1024,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
    onRcptTo(address, _session, callback) {
      const local = address.address.split('@')[0].toLowerCase();
      if (local.startsWith('tempfail')) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      if (local.startsWith('reject')) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          messages.unshift({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
            raw,
            parsed,
          });
          messages.splice(KEEP);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, resolve);
  });
  const smtpPort = smtp.server.address().port;

  const find = (id) => messages.find((message) => message.id === id);
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
      res.end(body);
    };
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'GET' && url.pathname === '/') return send(200, 'text/html; charset=utf-8', listPage(messages), { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'" });
    if (req.method === 'POST' && url.pathname === '/clear') {
      messages.length = 0;
      return send(303, 'text/plain', '', { Location: '/' });
    }
    if (req.method === 'GET' && url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = messages.filter((message) => !to || message.envelope.to.some((address) => address.toLowerCase() === to)).map(summaryOf);
      return send(200, 'application/json', JSON.stringify(list));
    }
    if (req.method === 'DELETE' && url.pathname === '/api/messages') {
      messages.length = 0;
      return send(204, 'text/plain', '');
    }
    const message = parts[0] === 'messages' && parts[1] ? find(parts[1]) : undefined;
    if (req.method === 'GET' && message) {
      if (parts.length === 2) return send(200, 'text/html; charset=utf-8', messagePage(message), { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'" });
      if (parts[2] === 'html') return send(200, 'text/html; charset=utf-8', message.parsed.html || '', { 'Content-Security-Policy': "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'" });
      if (parts[2] === 'raw') return send(200, 'message/rfc822', message.raw, { 'Content-Disposition': `attachment; filename="${message.id}.eml"` });
      if (parts[2] === 'attachments' && parts[3] !== undefined) {
        const attachment = message.parsed.attachments[Number(parts[3])];
        if (attachment) return send(200, attachment.contentType || 'application/octet-stream', attachment.content, { 'Content-Disposition': `inline; filename="${encodeURIComponent(attachment.filename ?? 'attachment')}"` });
      }
    }
    return send(404, 'text/plain; charset=utf-8', 'Not found');
  });
  try {
    await new Promise((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.httpPort ?? 0, host, resolve);
    });
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }
  const httpPort = http.address().port;

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://localhost:${httpPort}`,
    /** What was received, newest first. */
    messages: () => messages.map(summaryOf),
    async stop() {
      const closed = Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => http.close(() => resolve()))]);
      http.closeAllConnections();
      await closed;
    },
  };
}
