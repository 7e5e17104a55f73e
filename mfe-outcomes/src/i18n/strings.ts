import type { Bundle, Strings } from '@openset/web-kit';

const en = {
  title: 'Outcomes',
  intro: 'Outcome questionnaires and tracking diaries assigned to your clients will appear here.',
};

const fr: Strings<typeof en> = {
  title: 'Résultats',
  intro: 'Les questionnaires de résultats et les journaux de suivi assignés à vos clients apparaîtront ici.',
};

export const NS = 'outcomes';
export const outcomesStrings: Bundle<typeof en> = { en, fr };
