import type { Bundle, Strings } from '@openset/web-kit';

const en = {
  title: 'Clients',
  intro: 'Your clients, with their sets, outcomes and tracking, will appear here.',
};

const fr: Strings<typeof en> = {
  title: 'Clients',
  intro: 'Vos clients, avec leurs programmes, leurs résultats et leur suivi, apparaîtront ici.',
};

export const NS = 'clients';
export const clientsStrings: Bundle<typeof en> = { en, fr };
