export interface CaughtMailSummary {
  id: string;
  receivedAt: string;
  envelope: { from: string; to: string[] };
  messageId: string | null;
  from: string;
  to: string[];
  cc: string[];
  replyTo: string;
  subject: string;
  attachments: { index: number; filename: string; contentType: string; size: number }[];
}
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL of the notifications service. */
  smtpUrl: string;
  /** The web page listing what was received; `/api/messages?to=<address>` as JSON, `/messages/<id>/raw` the source. */
  webUrl: string;
  messages(): CaughtMailSummary[];
  stop(): Promise<void>;
}
export declare function startMailCatcher(options?: { smtpPort?: number; httpPort?: number; host?: string; log?: (message: string) => void }): Promise<MailCatcher>;
