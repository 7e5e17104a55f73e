import type { Lang } from '@openset/contracts';

const TEXT = {
  en: {
    subject: (code: string) => `${code} is your OpenSet sign-in code`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'Enter this code on the sign-in page to finish signing in. It works once, for ten minutes:',
    ignore: 'If you did not just sign in, someone knows your password: change it in Settings > Password.',
  },
  fr: {
    subject: (code: string) => `${code} est votre code de connexion OpenSet`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: 'Saisissez ce code sur la page de connexion pour terminer. Il ne sert qu’une fois, pendant dix minutes :',
    ignore: 'Si vous ne venez pas de vous connecter, quelqu’un connaît votre mot de passe : changez-le dans Paramètres > Mot de passe.',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail carrying a secondary code, in the account's language. */
export function codeEmailContent(lang: Lang, firstname: string, code: string): { subject: string; text: string; html: string } {
  const t = TEXT[lang];
  const greeting = t.greeting(firstname.trim());
  const text = `${greeting}\n\n${t.body}\n\n${code}\n\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>` +
    `<p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject(code), text, html };
}
