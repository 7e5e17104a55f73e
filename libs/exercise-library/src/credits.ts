/**
 * The credits of the stock library, whole, for an about or credits page: each data set it holds,
 * who made it, under which licence, and where it comes from. Each exercise's own credit line is
 * in its details (`creditLine`); pictures carry no credit caption.
 */
export interface LibraryCredit {
  /** The source key of the rows (`elements.source`). */
  source: string;
  name: string;
  authors: string;
  licence: string;
  licenceUrl: string | null;
  /** Where it comes from; null for our own. */
  url: string | null;
  /** What of the library it provides. */
  provides: { en: string; fr: string };
}

export const LIBRARY_CREDITS: readonly LibraryCredit[] = [
  {
    source: 'openset',
    name: 'OpenSet exercise catalogue',
    authors: 'OpenSet contributors',
    licence: 'OpenSet',
    licenceUrl: null,
    url: null,
    provides: {
      en: 'Authored rehabilitation exercises and their drawings',
      fr: 'Exercices de rééducation rédigés et leurs dessins',
    },
  },
  {
    source: 'wger',
    name: 'wger exercise database',
    authors: 'wger contributors (AUTHORS.md of the wger project; each exercise names its own author)',
    licence: 'CC BY-SA 3.0 / CC BY-SA 4.0 / CC0 1.0 (per exercise)',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    url: 'https://github.com/wger-project/wger',
    provides: {
      en: 'Exercise names and descriptions in English and French',
      fr: 'Noms et descriptions d’exercices en anglais et en français',
    },
  },
  {
    source: 'everkinetic',
    name: 'Everkinetic exercise data',
    authors: 'Greg Priday, Frank Paczynski',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    url: 'https://github.com/everkinetic/data',
    provides: { en: 'Line drawings and exercise descriptions', fr: 'Dessins au trait et descriptions d’exercices' },
  },
  {
    source: 'free-exercise-db',
    name: 'free-exercise-db',
    authors: 'free-exercise-db contributors (Yuhonas and others)',
    licence: 'The Unlicense (public domain)',
    licenceUrl: 'https://unlicense.org/',
    url: 'https://github.com/yuhonas/free-exercise-db',
    provides: { en: 'Exercise photographs and descriptions', fr: 'Photographies et descriptions d’exercices' },
  },
];
