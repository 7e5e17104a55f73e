import type { Lang } from '@openset/contracts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  en: {
    subject: (team: string) => `You are invited to join ${team} on OpenSet`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (team: string) => `You are invited to join the team ${team} on OpenSet. Open this link within 7 days to choose your username and password; it works once:`,
    ignore: 'If you were not expecting it, ignore this e-mail: no account is made without you.',
    action: 'Accept the invitation',
  },
  fr: {
    subject: (team: string) => `Invitation à rejoindre ${team} sur OpenSet`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (team: string) => `Vous êtes invité·e à rejoindre l’équipe ${team} sur OpenSet. Ouvrez ce lien d’ici 7 jours pour choisir votre nom d’utilisateur et votre mot de passe ; il ne sert qu’une fois :`,
    ignore: 'Si vous ne l’attendiez pas, ignorez ce courriel : aucun compte n’est créé sans vous.',
    action: 'Accepter l’invitation',
  },
} as const;

/** The staff invitation e-mail in the invitee's language: the team, the link, its week. */
export function invitationEmailContent(lang: Lang, firstname: string, teamTitle: string, link: string): { subject: string; text: string; html: string } {
  const t = TEXT[lang];
  const greeting = t.greeting(firstname.trim());
  const body = t.body(teamTitle);
  const text = `${greeting}\n\n${body}\n\n${link}\n\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject(teamTitle), text, html };
}
