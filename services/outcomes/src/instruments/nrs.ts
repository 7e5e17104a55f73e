// Numeric pain rating scale, 0-10 (Hawker 2011; MCID Farrar 2001).
import type { InstrumentDefinition, ScaleDefinition } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { FARRAR_2001, HAWKER_2011, PAIN_SCALE_LICENCE, scoreSingleItem } from './pain-scales.js';

const options = Array.from({ length: 11 }, (_, code) => ({
  code,
  label:
    code === 0
      ? { en: '0 - No pain', fr: '0 - Aucune douleur' }
      : code === 10
        ? { en: '10 - Worst pain imaginable', fr: '10 - Pire douleur imaginable' }
        : { en: String(code), fr: String(code) },
}));

const items: InstrumentDefinition['items'] = [
  {
    id: 'nrs1',
    number: 1,
    heading: null,
    text: {
      en: 'On a scale of 0 to 10, how much pain do you have now?',
      fr: 'Sur une échelle de 0 à 10, quelle est l’intensité de votre douleur maintenant\u00a0?',
    },
    options,
    range: null,
  },
];

const score: ScaleDefinition = {
  key: 'pain',
  label: { en: 'Pain (NRS)', fr: 'Douleur (EN)' },
  min: 0,
  max: 10,
  unit: 'points',
  higherIsBetter: false,
  mcid: { value: 2, unit: 'points', source: FARRAR_2001, note: 'About 2 points or a 30 % reduction from baseline (chronic pain).' },
  bands: [],
};

export const nrsDefinition: InstrumentDefinition = {
  type: 'nrs',
  version: '2011.1',
  abbreviation: 'NRS',
  name: { en: 'Numeric Pain Rating Scale', fr: 'Échelle numérique de la douleur (EN)' },
  instructions: {
    en: 'Choose the one number that best describes your pain: 0 is no pain, 10 is the worst pain imaginable.',
    fr: 'Choisissez le nombre qui décrit le mieux votre douleur\u00a0: 0 correspond à aucune douleur, 10 à la pire douleur imaginable.',
  },
  items,
  scales: [score],
  licence: PAIN_SCALE_LICENCE,
  translation: 'English and French: wording of this application for the standard anchors.',
  citations: [
    { rule: 'One 11-point scale, whole numbers 0 (no pain) to 10 (worst pain imaginable); the score is the number chosen; lower is better.', source: HAWKER_2011 },
    { rule: 'No missing-item rule: a single item; an unanswered scale is not scored.', source: HAWKER_2011 },
    { rule: 'MCID 2 points (or a 30 % reduction).', source: FARRAR_2001 },
  ],
};

export const nrs: InstrumentModule = {
  definition: nrsDefinition,
  score: (input) => scoreSingleItem(items, score, input),
};
