// What an outcome invitation or reminder says, in the client's language: a greeting, the
// questionnaire's name, the clinician's instructions and the link into the portal.
import type { Lang } from '@openset/contracts';

const WORDS = {
  en: {
    subject: (name: string) => `Questionnaire to fill in: ${name}`,
    reminderSubject: (name: string) => `Reminder: questionnaire to fill in: ${name}`,
    greeting: (name: string) => `Hello ${name},`,
    invitation: (clinician: string) => `${clinician} asks you to fill in a short questionnaire. It helps follow your progress.`,
    reminder: 'A questionnaire is still waiting for your answers.',
    open: 'Fill in the questionnaire',
    username: (username: string) => `Your client portal username: ${username}`,
    stop: 'You can stop receiving this questionnaire from your client portal.',
  },
  fr: {
    subject: (name: string) => `Questionnaire à remplir\u00a0: ${name}`,
    reminderSubject: (name: string) => `Rappel\u00a0: questionnaire à remplir\u00a0: ${name}`,
    greeting: (name: string) => `Bonjour ${name},`,
    invitation: (clinician: string) => `${clinician} vous demande de remplir un court questionnaire. Il aide à suivre vos progrès.`,
    reminder: 'Un questionnaire attend encore vos réponses.',
    open: 'Remplir le questionnaire',
    username: (username: string) => `Votre nom d’utilisateur du portail client\u00a0: ${username}`,
    stop: 'Vous pouvez cesser de recevoir ce questionnaire depuis votre portail client.',
  },
} as const satisfies Record<Lang, unknown>;

export interface InvitationInput {
  lang: Lang;
  reminder: boolean;
  clientFirstname: string;
  clinicianName: string;
  outcomeName: string;
  instructions: string;
  /** The questionnaire in the portal: `<PUBLIC_URL>/portal/outcomes/<id>`. */
  link: string;
  portalUsername: string | null;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function invitationContent(input: InvitationInput): { subject: string; text: string; html: string } {
  const words = WORDS[input.lang];
  const lead = input.reminder ? words.reminder : words.invitation(input.clinicianName);
  const paragraphs = [
    words.greeting(input.clientFirstname),
    lead,
    input.outcomeName,
    ...(input.instructions.trim() ? [input.instructions.trim()] : []),
  ];
  const after = [...(input.portalUsername ? [words.username(input.portalUsername)] : []), words.stop];
  const text = [...paragraphs, `${words.open}: ${input.link}`, ...after].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(words.open)}</a></p>`,
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  return { subject: (input.reminder ? words.reminderSubject : words.subject)(input.outcomeName), text, html };
}
