// Neck Disability Index (Vernon & Mior 1991; scoring and bands as in Vernon 2008). Copyrighted: the
// definition carries the section headings only, not the statements; the clinic uses its licensed form.
import type { InstrumentDefinition, InstrumentItem, ScaleDefinition, ScaleScore } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { answeredValues, checkItemAnswers, codedOptions, itemsOf, round, scored, sum, withheld } from './frame.js';

export const VERNON_MIOR_1991 =
  'Vernon H, Mior S. The Neck Disability Index: a study of reliability and validity. J Manipulative Physiol Ther. 1991;14(7):409-415.';
export const VERNON_2008 =
  'Vernon H. The Neck Disability Index: state-of-the-art, 1991-2008. J Manipulative Physiol Ther. 2008;31(7):491-502.';
export const YOUNG_2009 =
  'Young BA, Walker MJ, Strunce JB, Boyles RE, Whitman JM, Childs JD. Responsiveness of the Neck Disability Index in patients with mechanical neck disorders. Spine J. 2009;9(10):802-808.';

/** Most sections that may be unanswered before the score is withheld (Vernon 2008). */
export const NDI_MAX_MISSING = 2;

const options = codedOptions(0, [
  ['0 - first statement (no disability)', '0 - premier énoncé (aucune incapacité)'],
  ['1 - second statement', '1 - deuxième énoncé'],
  ['2 - third statement', '2 - troisième énoncé'],
  ['3 - fourth statement', '3 - quatrième énoncé'],
  ['4 - fifth statement', '4 - cinquième énoncé'],
  ['5 - sixth statement (complete disability)', '5 - sixième énoncé (incapacité complète)'],
]);

const items: InstrumentItem[] = itemsOf(
  'ndi',
  Array.from({ length: 10 }, () => null),
  options,
  [
    ['Pain intensity', 'Intensité de la douleur'],
    ['Personal care (washing, dressing, etc.)', 'Soins personnels (se laver, s’habiller, etc.)'],
    ['Lifting', 'Soulever des charges'],
    ['Reading', 'Lecture'],
    ['Headaches', 'Maux de tête'],
    ['Concentration', 'Concentration'],
    ['Work', 'Travail'],
    ['Driving', 'Conduite automobile'],
    ['Sleeping', 'Sommeil'],
    ['Recreation', 'Loisirs'],
  ],
);

const band = (key: string, en: string, fr: string, min: number, max: number) => ({ key, label: { en, fr }, min, max });

const total: ScaleDefinition = {
  key: 'total',
  label: { en: 'NDI score (0-50)', fr: 'Score NDI (0-50)' },
  min: 0,
  max: 50,
  unit: 'points',
  higherIsBetter: false,
  mcid: {
    value: 7.5,
    unit: 'points',
    source: YOUNG_2009,
    note: 'Mechanical neck disorders. Estimates range from 5 to about 10 points by population (Vernon 2008).',
  },
  bands: [
    band('none', 'No disability', 'Aucune incapacité', 0, 4),
    band('mild', 'Mild disability', 'Incapacité légère', 5, 14),
    band('moderate', 'Moderate disability', 'Incapacité modérée', 15, 24),
    band('severe', 'Severe disability', 'Incapacité sévère', 25, 34),
    band('complete', 'Complete disability', 'Incapacité complète', 35, 50),
  ],
};

const percent: ScaleDefinition = {
  key: 'percent',
  label: { en: 'NDI (%)', fr: 'NDI (%)' },
  min: 0,
  max: 100,
  unit: '%',
  higherIsBetter: false,
  mcid: { value: 15, unit: '%', source: YOUNG_2009, note: '7.5 points on 0-50, as a percentage.' },
  bands: [
    band('none', 'No disability', 'Aucune incapacité', 0, 8),
    band('mild', 'Mild disability', 'Incapacité légère', 10, 28),
    band('moderate', 'Moderate disability', 'Incapacité modérée', 30, 48),
    band('severe', 'Severe disability', 'Incapacité sévère', 50, 68),
    band('complete', 'Complete disability', 'Incapacité complète', 70, 100),
  ],
};

export const ndiDefinition: InstrumentDefinition = {
  type: 'ndi',
  version: '2008.1',
  abbreviation: 'NDI',
  name: { en: 'Neck Disability Index', fr: 'Indice d’incapacité cervicale (NDI)' },
  instructions: {
    en: 'Ten sections; in each the patient marks the one statement that best describes them today. Enter the statement’s position in its section: 0 for the first statement to 5 for the sixth.',
    fr: 'Dix sections\u00a0; dans chacune, le patient coche l’énoncé qui le décrit le mieux aujourd’hui. Saisissez la position de l’énoncé dans sa section\u00a0: 0 pour le premier à 5 pour le sixième.',
  },
  items,
  scales: [total, percent],
  licence: {
    kind: 'permission-required',
    owner: 'Howard Vernon (Neck Disability Index © Vernon H, Mior S, 1991)',
    notice: {
      en: 'The Neck Disability Index is copyright Howard Vernon and Silvano Mior (1991). The statements are not reproduced here: use the form licensed to your clinic. Use in commercial software requires the copyright holder’s permission.',
      fr: 'L’indice d’incapacité cervicale (NDI) est protégé par le droit d’auteur de Howard Vernon et Silvano Mior (1991). Les énoncés ne sont pas reproduits ici\u00a0: utilisez le formulaire dont votre clinique détient la licence. Son usage dans un logiciel commercial requiert l’autorisation du titulaire des droits.',
    },
    commercialRestriction: true,
    itemTextIncluded: false,
  },
  translation: 'Section headings only (English from Vernon & Mior 1991; French: working translation of this application).',
  citations: [
    { rule: '10 sections scored 0-5; the score is the sum, 0-50; percent = score × 2; lower is better.', source: VERNON_MIOR_1991 },
    {
      rule: 'Missing sections: with one or two unanswered, the score is the percent of the answered maximum (sum / (5 × answered) × 100) and the 0-50 score its half; with more than two unanswered the score is withheld.',
      source: VERNON_2008,
    },
    { rule: 'Bands on 0-50: 0-4 none, 5-14 mild, 15-24 moderate, 25-34 severe, 35-50 complete (percent: 0-8, 10-28, 30-48, 50-68, 70-100).', source: VERNON_2008 },
    { rule: 'MCID 7.5 points (15 %).', source: YOUNG_2009 },
  ],
};

function scoreNdi(input: Parameters<InstrumentModule['score']>[0]): ScaleScore[] {
  const answers = checkItemAnswers(items, input.answers);
  const values = answeredValues(answers);
  const missing = answers.length - values.length;
  const counts = { answered: values.length, missing };
  if (missing > NDI_MAX_MISSING) {
    const reason = {
      en: `Not scored: ${missing} of 10 sections are unanswered; at most ${NDI_MAX_MISSING} may be missing.`,
      fr: `Non calculé\u00a0: ${missing} des 10 sections sont sans réponse\u00a0; au plus ${NDI_MAX_MISSING} peuvent manquer.`,
    };
    return [withheld(total, 'tooManyMissing', reason, counts), withheld(percent, 'tooManyMissing', reason, counts)];
  }
  const pct = (sum(values) / (5 * values.length)) * 100;
  const adjusted = missing > 0;
  return [
    scored(total, adjusted ? round(pct / 2, 1) : sum(values), { ...counts, adjusted }),
    scored(percent, round(pct, 1), { ...counts, adjusted }),
  ];
}

export const ndi: InstrumentModule = { definition: ndiDefinition, score: scoreNdi };
