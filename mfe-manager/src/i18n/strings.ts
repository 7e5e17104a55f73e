import type { Bundle, Strings } from '@openset/web-kit';

const en = {
  title: 'Teams',
  intro: 'Create teams and set what their members share.',
};

const fr: Strings<typeof en> = {
  title: 'Équipes',
  intro: 'Créez des équipes et choisissez ce que leurs membres partagent.',
};

export const NS = 'manager';
export const managerStrings: Bundle<typeof en> = { en, fr };
