// Visual analogue scale for pain, 100 mm (Hawker 2011).
import type { InstrumentDefinition, ScaleDefinition } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { HAWKER_2011, PAIN_SCALE_LICENCE, scoreSingleItem, TODD_1996 } from './pain-scales.js';

const items: InstrumentDefinition['items'] = [
  {
    id: 'vas1',
    number: 1,
    heading: null,
    text: {
      en: 'Mark on the line how much pain you have now (0 mm = no pain, 100 mm = worst imaginable pain).',
      fr: 'Marquez sur la ligne l’intensité de votre douleur maintenant (0\u00a0mm = aucune douleur, 100\u00a0mm = pire douleur imaginable).',
    },
    options: [
      { code: 0, label: { en: 'No pain', fr: 'Aucune douleur' } },
      { code: 100, label: { en: 'Worst imaginable pain', fr: 'Pire douleur imaginable' } },
    ],
    range: { min: 0, max: 100, whole: true, unit: 'mm' },
  },
];

const score: ScaleDefinition = {
  key: 'pain',
  label: { en: 'Pain (VAS)', fr: 'Douleur (EVA)' },
  min: 0,
  max: 100,
  unit: 'mm',
  higherIsBetter: false,
  mcid: {
    value: 13,
    unit: 'mm',
    source: TODD_1996,
    note: 'Acute pain (emergency department). Estimates differ by population; in low back pain 15 mm or a 30 % reduction is used (Ostelo et al., Spine 2008;33(1):90-94).',
  },
  bands: [],
};

export const vasDefinition: InstrumentDefinition = {
  type: 'vas',
  version: '2011.1',
  abbreviation: 'VAS',
  name: { en: 'Visual Analogue Scale for pain', fr: 'Échelle visuelle analogique de la douleur (EVA)' },
  instructions: {
    en: 'The score is the distance in millimetres from the "no pain" end of a 100 mm line to the mark, measured to the nearest millimetre.',
    fr: 'Le score est la distance en millimètres entre l’extrémité «\u00a0aucune douleur\u00a0» d’une ligne de 100\u00a0mm et la marque, mesurée au millimètre près.',
  },
  items,
  scales: [score],
  licence: PAIN_SCALE_LICENCE,
  translation: 'English and French: wording of this application for the standard anchors.',
  citations: [
    { rule: 'One 100 mm line anchored "no pain" and "worst imaginable pain"; the score is the distance to the mark in mm, 0-100, to the nearest millimetre; lower is better.', source: HAWKER_2011 },
    { rule: 'No missing-item rule: a single item; an unanswered scale is not scored.', source: HAWKER_2011 },
    { rule: 'MCID 13 mm (acute pain).', source: TODD_1996 },
  ],
};

export const vas: InstrumentModule = {
  definition: vasDefinition,
  score: (input) => scoreSingleItem(items, score, input),
};
