// Lower Extremity Functional Scale (Binkley, Stratford, Lott, Riddle 1999). Free to use clinically.
import type { InstrumentDefinition, InstrumentItem, ScaleDefinition } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { itemsOf } from './frame.js';
import { difficultyOptions, scoreFunctionalIndex } from './functional-index.js';

export const BINKLEY_1999 =
  'Binkley JM, Stratford PW, Lott SA, Riddle DL. The Lower Extremity Functional Scale (LEFS): scale development, measurement properties, and clinical application. Phys Ther. 1999;79(4):371-383.';

const items: InstrumentItem[] = itemsOf(
  'lefs',
  [
    ['Any of your usual work, housework or school activities.', 'Vos activités habituelles de travail, de tâches ménagères ou d’école.'],
    ['Your usual hobbies, recreational or sporting activities.', 'Vos loisirs, activités récréatives ou sportives habituels.'],
    ['Getting into or out of the bath.', 'Entrer dans le bain ou en sortir.'],
    ['Walking between rooms.', 'Marcher d’une pièce à l’autre.'],
    ['Putting on your shoes or socks.', 'Mettre vos chaussures ou vos chaussettes.'],
    ['Squatting.', 'Vous accroupir.'],
    ['Lifting an object, like a bag of groceries from the floor.', 'Soulever du sol un objet, comme un sac d’épicerie.'],
    ['Performing light activities around your home.', 'Faire des tâches légères dans la maison.'],
    ['Performing heavy activities around your home.', 'Faire des tâches lourdes dans la maison.'],
    ['Getting into or out of a car.', 'Monter dans une voiture ou en descendre.'],
    ['Walking 2 blocks.', 'Marcher deux coins de rue.'],
    ['Walking a mile.', 'Marcher un mille (1,6\u00a0km).'],
    ['Going up or down 10 stairs (about 1 flight of stairs).', 'Monter ou descendre 10 marches (environ un étage).'],
    ['Standing for 1 hour.', 'Rester debout une heure.'],
    ['Sitting for 1 hour.', 'Rester assis une heure.'],
    ['Running on even ground.', 'Courir sur un terrain plat.'],
    ['Running on uneven ground.', 'Courir sur un terrain accidenté.'],
    ['Making sharp turns while running fast.', 'Faire des virages brusques en courant vite.'],
    ['Hopping.', 'Sautiller sur une jambe.'],
    ['Rolling over in bed.', 'Vous retourner dans le lit.'],
  ],
  difficultyOptions,
);

const total: ScaleDefinition = {
  key: 'total',
  label: { en: 'LEFS score', fr: 'Score LEFS' },
  min: 0,
  max: 80,
  unit: 'points',
  higherIsBetter: true,
  mcid: { value: 9, unit: 'points', source: BINKLEY_1999, note: 'Minimal clinically important difference of 9 scale points; the minimal detectable change (90 % confidence) is also 9 points.' },
  bands: [],
};

export const lefsDefinition: InstrumentDefinition = {
  type: 'lefs',
  version: '1999.1',
  abbreviation: 'LEFS',
  name: { en: 'Lower Extremity Functional Scale', fr: 'Échelle fonctionnelle des membres inférieurs (LEFS)' },
  instructions: {
    en: 'We are interested in knowing whether you are having any difficulty at all with the activities listed below because of your lower limb problem. Please provide an answer for each activity. Today, do you or would you have any difficulty at all with:',
    fr: 'Nous aimerions savoir si vous avez de la difficulté à faire les activités ci-dessous à cause de votre problème au membre inférieur. Répondez pour chaque activité. Aujourd’hui, avez-vous ou auriez-vous de la difficulté à\u00a0:',
  },
  items,
  scales: [total],
  licence: {
    kind: 'free-clinical',
    owner: 'Joy M. Binkley, Paul W. Stratford and co-authors (Phys Ther 1999)',
    notice: {
      en: 'The LEFS is free to use in clinical practice and research (Binkley et al., Phys Ther 1999).',
      fr: 'La LEFS est libre d’utilisation en clinique et en recherche (Binkley et coll., Phys Ther 1999).',
    },
    commercialRestriction: false,
    itemTextIncluded: true,
  },
  translation: 'English: the published form (Binkley 1999). French: a working translation of this application, not a validated cross-cultural adaptation.',
  citations: [
    { rule: '20 items, each coded 0 (extreme difficulty or unable) to 4 (no difficulty); the score is the sum, 0-80, higher is better.', source: BINKLEY_1999 },
    { rule: 'MCID 9 scale points.', source: BINKLEY_1999 },
    {
      rule: 'Missing items: up to 4 missing items each take the mean of the answered items (total = mean × 20); with more than 4 missing the score is withheld.',
      source: `Rule as commonly applied to the LEFS (attributed to ${BINKLEY_1999}); see docs/decisions/013-outcome-instruments.md on its provenance.`,
    },
  ],
};

export const lefs: InstrumentModule = {
  definition: lefsDefinition,
  score: (input) => scoreFunctionalIndex(items, total, input),
};
