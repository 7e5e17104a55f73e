import type { Lang } from '@openset/contracts';

/**
 * The PDF's own words in the set's language. French follows its typography: a no-break space
 * (U+00A0) before the colon, ’ for the apostrophe.
 */
export interface PdfLabels {
  page: (n: number) => string;
  program: string;
  preparedOn: (date: string) => string;
  exercises: (n: number) => string;
  education: string;
  educationUnavailable: (n: number) => string;
  sources: string;
  summary: string;
  comprehensive: string;
  images: string;
  tracking: string;
  trackingHelp: string;
  day: (n: number) => string;
  exercise: string;
  text: string;
  instructions: string;
  mirrored: string;
  /** `title: value` as the language writes it. */
  parameter: (title: string, value: string) => string;
  untitled: string;
}

const en: PdfLabels = {
  page: (n) => `Page ${n}`,
  program: 'Exercise program',
  preparedOn: (date) => `Prepared on ${date}`,
  exercises: (n) => (n === 1 ? '1 exercise' : `${n} exercises`),
  education: 'Education',
  educationUnavailable: (n) =>
    `${n === 1 ? 'One education article is' : `${n} education articles are`} attached to this program; the text could not be read now. Ask your clinician for a copy.`,
  sources: 'Sources',
  summary: 'Summary',
  comprehensive: 'Your exercises',
  images: 'Pictures',
  tracking: 'Tracking sheet',
  trackingHelp: 'Tick each exercise on the days you do it.',
  day: (n) => `Day ${n}`,
  exercise: 'Exercise',
  text: 'Program in text',
  instructions: 'Instructions',
  mirrored: 'Pictures shown for the other side.',
  parameter: (title, value) => `${title}: ${value}`,
  untitled: 'Exercise program',
};

const fr: PdfLabels = {
  page: (n) => `Page ${n}`,
  program: 'Programme d’exercices',
  preparedOn: (date) => `Préparé le ${date}`,
  exercises: (n) => (n <= 1 ? `${n} exercice` : `${n} exercices`),
  education: 'Éducation',
  educationUnavailable: (n) =>
    `${n <= 1 ? 'Un article d’éducation est joint' : `${n} articles d’éducation sont joints`} à ce programme ; leur texte n’a pas pu être lu pour l’instant. Demandez-en une copie à votre clinicien.`,
  sources: 'Sources',
  summary: 'Résumé',
  comprehensive: 'Vos exercices',
  images: 'Images',
  tracking: 'Feuille de suivi',
  trackingHelp: 'Cochez chaque exercice les jours où vous le faites.',
  day: (n) => `Jour ${n}`,
  exercise: 'Exercice',
  text: 'Programme en texte',
  instructions: 'Consignes',
  mirrored: 'Images montrées pour l’autre côté.',
  parameter: (title, value) => `${title}\u00a0: ${value}`,
  untitled: 'Programme d’exercices',
};

export const pdfLabels = (lang: Lang): PdfLabels => (lang === 'fr' ? fr : en);

/** A date as the language writes it (2 December 2026 / 2 décembre 2026). */
export function pdfDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
