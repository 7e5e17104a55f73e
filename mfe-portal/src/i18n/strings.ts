import type { Bundle, Strings } from '@openset/web-kit';

const en = {
  title: 'Client portal',
  intro: 'Your exercise programs, questionnaires and diaries will appear here.',
};

const fr: Strings<typeof en> = {
  title: 'Portail client',
  intro: 'Vos programmes d’exercices, questionnaires et journaux apparaîtront ici.',
};

export const NS = 'portal';
export const portalStrings: Bundle<typeof en> = { en, fr };
