// Upper Extremity Functional Index, 20 items (Stratford, Binkley, Stratford 2001). Free to use clinically.
import type { InstrumentDefinition, InstrumentItem, ScaleDefinition } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { itemsOf } from './frame.js';
import { difficultyOptions, scoreFunctionalIndex } from './functional-index.js';

export const STRATFORD_2001 =
  'Stratford PW, Binkley JM, Stratford DM. Development and initial validation of the Upper Extremity Functional Index. Physiother Can. 2001;53(4):259-267.';

const items: InstrumentItem[] = itemsOf(
  'uefi',
  [
    ['Any of your usual work, household, or school activities.', 'Vos activités habituelles de travail, de tâches ménagères ou d’école.'],
    ['Your usual hobbies, recreational or sporting activities.', 'Vos loisirs, activités récréatives ou sportives habituels.'],
    ['Lifting a bag of groceries to waist level.', 'Soulever un sac d’épicerie à la hauteur de la taille.'],
    ['Lifting a bag of groceries above your head.', 'Soulever un sac d’épicerie au-dessus de votre tête.'],
    ['Grooming your hair.', 'Vous coiffer.'],
    ['Pushing up on your hands (e.g. from bathtub or chair).', 'Vous relever en poussant sur vos mains (p.\u00a0ex. du bain ou d’une chaise).'],
    ['Preparing food (e.g. peeling, cutting).', 'Préparer les repas (p.\u00a0ex. éplucher, couper).'],
    ['Driving.', 'Conduire.'],
    ['Vacuuming, sweeping, or raking.', 'Passer l’aspirateur, balayer ou ratisser.'],
    ['Dressing.', 'Vous habiller.'],
    ['Doing up buttons.', 'Boutonner vos vêtements.'],
    ['Using tools or appliances.', 'Utiliser des outils ou des appareils.'],
    ['Opening doors.', 'Ouvrir des portes.'],
    ['Cleaning.', 'Faire le ménage.'],
    ['Tying or lacing shoes.', 'Attacher ou lacer vos chaussures.'],
    ['Sleeping.', 'Dormir.'],
    ['Laundering clothes (e.g. washing, ironing, folding).', 'Faire la lessive (p.\u00a0ex. laver, repasser, plier).'],
    ['Opening a jar.', 'Ouvrir un pot.'],
    ['Throwing a ball.', 'Lancer une balle.'],
    ['Carrying a small suitcase with your affected limb.', 'Porter une petite valise avec votre membre atteint.'],
  ],
  difficultyOptions,
);

const total: ScaleDefinition = {
  key: 'total',
  label: { en: 'UEFI score', fr: 'Score UEFI' },
  min: 0,
  max: 80,
  unit: 'points',
  higherIsBetter: true,
  mcid: {
    value: 9,
    unit: 'points',
    source: STRATFORD_2001,
    note: 'Minimal clinically important difference of 9 scale points (equal to the minimal detectable change at 90 % confidence) reported with the 20-item version.',
  },
  bands: [],
};

export const uefiDefinition: InstrumentDefinition = {
  type: 'uefi',
  version: '2001.1',
  abbreviation: 'UEFI',
  name: { en: 'Upper Extremity Functional Index', fr: 'Indice fonctionnel des membres supérieurs (UEFI)' },
  instructions: {
    en: 'We are interested in knowing whether you are having any difficulty at all with the activities listed below because of your upper limb problem. Please provide an answer for each activity. Today, do you or would you have any difficulty at all with:',
    fr: 'Nous aimerions savoir si vous avez de la difficulté à faire les activités ci-dessous à cause de votre problème au membre supérieur. Répondez pour chaque activité. Aujourd’hui, avez-vous ou auriez-vous de la difficulté à\u00a0:',
  },
  items,
  scales: [total],
  licence: {
    kind: 'free-clinical',
    owner: 'Paul W. Stratford, Joy M. Binkley, Deborah M. Stratford (Physiother Can 2001)',
    notice: {
      en: 'The UEFI is free to use in clinical practice and research (Stratford et al., Physiother Can 2001).',
      fr: 'L’UEFI est libre d’utilisation en clinique et en recherche (Stratford et coll., Physiother Can 2001).',
    },
    commercialRestriction: false,
    itemTextIncluded: true,
  },
  translation: 'English: the published 20-item form (Stratford 2001; not the 2007 wording of items 4 and 5, nor the UEFI-15). French: a working translation of this application, not the validated French-Canadian adaptation.',
  citations: [
    { rule: '20 items, each coded 0 (extreme difficulty or unable) to 4 (no difficulty); the score is the sum, 0-80, higher is better.', source: STRATFORD_2001 },
    { rule: 'MCID 9 scale points.', source: STRATFORD_2001 },
    {
      rule: 'Missing items: the rule of its sister scale, the LEFS (up to 4 missing items each take the mean of the answered items; more than 4 missing: withheld).',
      source: 'As for the LEFS (Binkley 1999); see docs/decisions/013-outcome-instruments.md on its provenance.',
    },
  ],
};

export const uefi: InstrumentModule = {
  definition: uefiDefinition,
  score: (input) => scoreFunctionalIndex(items, total, input),
};
