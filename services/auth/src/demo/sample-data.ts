import type { ClientCreate, Lang } from '@openset/contracts';

/** The sample clients a demo account starts with (addresses of the reserved example.com domain). */
export const SAMPLE_CLIENTS: Omit<ClientCreate, 'lang'>[] = [
  { firstname: 'Alex', lastname: 'Martin', email: 'alex.martin@example.com', yearOfBirth: 1984, portalEnabled: true },
  { firstname: 'Sam', lastname: 'Tremblay', email: 'sam.tremblay@example.com', yearOfBirth: 1962, portalEnabled: true },
  { firstname: 'Jordan', lastname: 'Roy', email: 'jordan.roy@example.com', yearOfBirth: 1995, portalEnabled: false },
];

interface SampleSet {
  /** A search of the stock library whose first exercises make the set. */
  search: string;
  title: Record<Lang, string>;
  instructions: Record<Lang, string>;
}

/** One program per sample client (by index), and the same as a template. */
export const SAMPLE_SETS: SampleSet[] = [
  {
    search: 'knee',
    title: { en: 'Knee strengthening, week 1', fr: 'Renforcement du genou, semaine 1' },
    instructions: { en: 'Once a day, slowly and without pain.', fr: 'Une fois par jour, lentement et sans douleur.' },
  },
  {
    search: 'shoulder',
    title: { en: 'Shoulder mobility', fr: 'Mobilité de l’épaule' },
    instructions: { en: 'Twice a day. Stop if an exercise hurts.', fr: 'Deux fois par jour. Arrêtez si un exercice fait mal.' },
  },
  {
    search: 'back',
    title: { en: 'Low back, first steps', fr: 'Bas du dos, premiers pas' },
    instructions: { en: 'Every morning, a few minutes.', fr: 'Chaque matin, quelques minutes.' },
  },
];

/** Exercises per sample set. */
export const SAMPLE_SET_SIZE = 4;
