import { parameterName, type Lang, type SetElement } from '@openset/contracts';

/** What an e-mailed set says, in the client's language: the server's own words (the rest is the clinician's). */
const WORDS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    defaultBody: 'Your exercise program is ready.',
    program: 'Your program',
    portal: 'See your program, mark the exercises you did and send feedback in your client portal:',
    openPortal: 'Open my client portal',
    username: (username: string) => `Your username: ${username}`,
    attached: 'Your program is also attached as a PDF.',
    reading: 'To read',
    readInPortal: 'Read them in your client portal.',
    filename: 'exercise-program',
  },
  fr: {
    greeting: (name: string) => `Bonjour ${name},`,
    defaultBody: 'Votre programme d’exercices est prêt.',
    program: 'Votre programme',
    portal: 'Consultez votre programme, cochez les exercices faits et envoyez vos commentaires dans votre portail client\u00a0:',
    openPortal: 'Ouvrir mon portail client',
    username: (username: string) => `Votre nom d’utilisateur\u00a0: ${username}`,
    attached: 'Votre programme est aussi joint en PDF.',
    reading: 'À lire',
    readInPortal: 'Lisez-les dans votre portail client.',
    filename: 'programme-exercices',
  },
} as const satisfies Record<Lang, unknown>;

export interface SetEmailInput {
  lang: Lang;
  clientFirstname: string;
  /** The clinician's message (the dialog fills it from the profile's clientEmailBody). */
  body: string;
  /** The profile's clientEmailSig; the clinician's name when it is empty. */
  signature: string;
  senderName: string;
  set: { title: string; instructions: string; elements: readonly SetElement[] };
  /** The education attached to the set, in the client's language: listed, and read in the portal. */
  articles: readonly { title: string; summary: string }[];
  portalUrl: string;
  /** The client's portal username when they may sign in, else null. */
  portalUsername: string | null;
  pdfAttached: boolean;
}

export interface SetEmailContent {
  text: string;
  html: string;
}

/** The PDF attachment's file name, in the client's language. */
export const pdfFilename = (lang: Lang) => `${WORDS[lang].filename}.pdf`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const paragraphsHtml = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const colonOf = (lang: Lang) => (lang === 'fr' ? '\u00a0: ' : ': ');

/** One line per exercise: its title, then its parameters (`Reps: 10, Sets: 3`). */
function exerciseLine(element: Extract<SetElement, { type: 'setExercise' }>, lang: Lang): string {
  const colon = colonOf(lang);
  const parameters = element.parameters.filter((parameter) => parameter.title.trim() || parameter.value.trim()).map((parameter) => `${parameterName(parameter, lang)}${colon}${parameter.value}`);
  return parameters.length > 0 ? `${element.title} (${parameters.join(', ')})` : element.title;
}

/**
 * The e-mail of a set to its client, as plain text and as HTML with the same content: a greeting,
 * the clinician's message, the program (title, instructions, each exercise with its parameters,
 * dividers as headings), the attached education (titles and summaries, linked to the portal where
 * the client reads them), the link to the client portal (and the username), a note of the PDF,
 * and the clinician's signature. Everything the clinician or the set wrote is escaped in the HTML.
 */
export function setEmailContent(input: SetEmailInput): SetEmailContent {
  const words = WORDS[input.lang];
  const greeting = words.greeting(input.clientFirstname.trim() || '');
  const body = input.body.trim() || words.defaultBody;
  const signature = input.signature.trim() || input.senderName.trim();
  const title = input.set.title.trim();
  const heading = `${words.program}${title ? `${colonOf(input.lang)}${title}` : ''}`;

  const textProgram: string[] = [];
  const htmlProgram: string[] = [];
  let number = 0;
  let openList = false;
  const closeList = () => {
    if (openList) htmlProgram.push('</ol>');
    openList = false;
  };
  for (const element of input.set.elements) {
    if (element.type === 'setDivider') {
      closeList();
      textProgram.push('', element.title);
      htmlProgram.push(`<h3 style="font-size:16px;margin:16px 0 4px">${escapeHtml(element.title)}</h3>`);
      if (element.instructions.trim()) {
        textProgram.push(element.instructions.trim());
        htmlProgram.push(paragraphsHtml(element.instructions));
      }
    } else if (element.type === 'setExercise') {
      number += 1;
      textProgram.push(`${number}. ${exerciseLine(element, input.lang)}`);
      if (!openList) htmlProgram.push(`<ol start="${number}" style="margin:0 0 12px;padding-left:24px">`);
      openList = true;
      htmlProgram.push(`<li style="margin:0 0 4px">${escapeHtml(exerciseLine(element, input.lang))}</li>`);
    }
  }
  closeList();

  const textReading = input.articles.length > 0 ? ['', words.reading, ...input.articles.map((article) => `- ${article.title}${article.summary ? `${colonOf(input.lang)}${article.summary}` : ''}`), words.readInPortal, input.portalUrl] : [];
  const htmlReading =
    input.articles.length > 0
      ? `<h3 style="font-size:16px;margin:16px 0 4px">${escapeHtml(words.reading)}</h3>
<ul style="margin:0 0 12px;padding-left:24px">
${input.articles.map((article) => `<li style="margin:0 0 4px"><a href="${escapeHtml(input.portalUrl)}">${escapeHtml(article.title)}</a>${article.summary ? `<br><span style="color:#444">${escapeHtml(article.summary)}</span>` : ''}</li>`).join('\n')}
</ul>`
      : '';

  const text = [
    greeting,
    '',
    body,
    '',
    heading,
    ...(input.set.instructions.trim() ? [input.set.instructions.trim()] : []),
    ...textProgram,
    ...textReading,
    '',
    words.portal,
    input.portalUrl,
    ...(input.portalUsername ? [words.username(input.portalUsername)] : []),
    ...(input.pdfAttached ? ['', words.attached] : []),
    '',
    '-- ',
    signature,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c1c1c">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${paragraphsHtml(body)}
<h2 style="font-size:18px;margin:20px 0 8px">${escapeHtml(heading)}</h2>
${input.set.instructions.trim() ? paragraphsHtml(input.set.instructions) : ''}
${htmlProgram.join('\n')}
${htmlReading}
<p style="margin:20px 0 8px">${escapeHtml(words.portal)}</p>
<p style="margin:0 0 12px"><a href="${escapeHtml(input.portalUrl)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(words.openPortal)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#444">${escapeHtml(input.portalUrl)}${input.portalUsername ? `<br>${escapeHtml(words.username(input.portalUsername))}` : ''}</p>
${input.pdfAttached ? `<p style="margin:0 0 12px">${escapeHtml(words.attached)}</p>` : ''}
<hr style="border:none;border-top:1px solid #ddd;margin:20px 0">
<p style="margin:0">${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</div>
</body></html>
`;
  return { text, html };
}
