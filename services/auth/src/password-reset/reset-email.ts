import type { Lang } from '@openset/contracts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  en: {
    subject: 'Set a new OpenSet password',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'Someone asked to set a new password for your OpenSet account. Open this link within one hour to choose it; it works once:',
    ignore: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    action: 'Set a new password',
  },
  fr: {
    subject: 'Définir un nouveau mot de passe OpenSet',
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: 'Quelqu’un a demandé un nouveau mot de passe pour votre compte OpenSet. Ouvrez ce lien d’ici une heure pour le choisir ; il ne sert qu’une fois :',
    ignore: 'Si vous ne l’avez pas demandé, ignorez ce courriel : votre mot de passe reste inchangé.',
    action: 'Définir un nouveau mot de passe',
  },
} as const;

/** The forgot-password e-mail in the account's language: the link, its hour and what to do if it was not you. */
export function resetEmailContent(lang: Lang, firstname: string, link: string): { subject: string; text: string; html: string } {
  const t = TEXT[lang];
  const greeting = t.greeting(firstname.trim());
  const text = `${greeting}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
