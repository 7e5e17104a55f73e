// QuickDASH: 11 core items and the optional work and sports/performing-arts modules (4 items each), 0-100,
// higher is more disability. Scoring per the Institute for Work & Health (IWH) QuickDASH scoring instructions
// (Beaton DE et al. J Bone Joint Surg Am 2005;87(5):1038-46). The IWH licenses the wording for commercial
// software: the definition carries item headings, not the wording (licence.itemTextIncluded false).
import type { Bilingual, Citation, InstrumentAnswers, InstrumentDefinition, InstrumentItem, ScaleDefinition, ScaleScore } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { InstrumentAnswerError, answeredValues, checkItemAnswers, codedOptions, itemsOf, round, scored, sum, withheld } from './frame.js';

export const IWH_SCORING =
  'Institute for Work & Health. The QuickDASH Outcome Measure: scoring instructions (dash.iwh.on.ca); Beaton DE, Wright JG, Katz JN; Upper Extremity Collaborative Group. Development of the QuickDASH: comparison of three item-reduction approaches. J Bone Joint Surg Am. 2005;87(5):1038-1046.';
export const SORENSEN_2013 =
  'Sorensen AA, Howard D, Tan WH, Ketchersid J, Calfee RP. Minimal clinically important differences of 3 patient-rated outcomes instruments. J Hand Surg Am. 2013;38(4):641-649.';

// The form's response scales (coded 1-5 as printed). Labels are the scale anchors, not item wording.
const difficulty = codedOptions(1, [
  ['No difficulty', 'Aucune difficulté'],
  ['Mild difficulty', 'Difficulté légère'],
  ['Moderate difficulty', 'Difficulté moyenne'],
  ['Severe difficulty', 'Difficulté importante'],
  ['Unable', 'Incapable'],
]);
const extent = codedOptions(1, [
  ['Not at all', 'Pas du tout'],
  ['Slightly', 'Légèrement'],
  ['Moderately', 'Moyennement'],
  ['Quite a bit', 'Beaucoup'],
  ['Extremely', 'Extrêmement'],
]);
const limited = codedOptions(1, [
  ['Not limited at all', 'Pas du tout limité'],
  ['Slightly limited', 'Légèrement limité'],
  ['Moderately limited', 'Moyennement limité'],
  ['Very limited', 'Très limité'],
  ['Unable', 'Incapable'],
]);
const severity = codedOptions(1, [
  ['None', 'Aucune'],
  ['Mild', 'Légère'],
  ['Moderate', 'Moyenne'],
  ['Severe', 'Importante'],
  ['Extreme', 'Extrême'],
]);
const sleep = codedOptions(1, [
  ['No difficulty', 'Aucune difficulté'],
  ['Mild difficulty', 'Difficulté légère'],
  ['Moderate difficulty', 'Difficulté moyenne'],
  ['Severe difficulty', 'Difficulté importante'],
  ['So much difficulty that I can’t sleep', 'Tant de difficulté que je ne peux pas dormir'],
]);

/** Headings name each item's topic; the wording comes from the clinic's licensed IWH form. */
const coreHeadings: readonly (readonly [string, string, ReturnType<typeof codedOptions>])[] = [
  ['Opening a jar', 'Ouvrir un pot', difficulty],
  ['Heavy household chores', 'Gros travaux ménagers', difficulty],
  ['Carrying a bag', 'Porter un sac', difficulty],
  ['Washing your back', 'Se laver le dos', difficulty],
  ['Using a knife', 'Utiliser un couteau', difficulty],
  ['Forceful recreation', 'Loisirs avec effort', difficulty],
  ['Social activities', 'Activités sociales', extent],
  ['Work and daily activities', 'Travail et activités quotidiennes', limited],
  ['Pain', 'Douleur', severity],
  ['Tingling', 'Picotements', severity],
  ['Sleep', 'Sommeil', sleep],
];

function headed(prefix: string, headings: readonly (readonly [string, string, ReturnType<typeof codedOptions>])[]): InstrumentItem[] {
  return headings.map(([en, fr, options], index) => ({ ...itemsOf(prefix, [null], options, [[en, fr]])[0]!, id: `${prefix}${index + 1}`, number: index + 1 }));
}

export const coreItems = headed('q', coreHeadings);
export const workItems = headed('work', [
  ['Work: usual technique', 'Travail\u00a0: technique habituelle', difficulty],
  ['Work: because of pain', 'Travail\u00a0: à cause de la douleur', difficulty],
  ['Work: as well as you would like', 'Travail\u00a0: aussi bien que souhaité', difficulty],
  ['Work: usual amount of time', 'Travail\u00a0: temps habituel', difficulty],
]);
export const sportsItems = headed('sports', [
  ['Sports/arts: usual technique', 'Sports/arts\u00a0: technique habituelle', difficulty],
  ['Sports/arts: because of pain', 'Sports/arts\u00a0: à cause de la douleur', difficulty],
  ['Sports/arts: as well as you would like', 'Sports/arts\u00a0: aussi bien que souhaité', difficulty],
  ['Sports/arts: usual amount of time', 'Sports/arts\u00a0: temps habituel', difficulty],
]);

const mcid = { value: 14, unit: 'points', source: SORENSEN_2013, note: 'MCID 14 points (95 % CI 9-20).' };
const disability: ScaleDefinition = {
  key: 'disability',
  label: { en: 'QuickDASH disability/symptom score', fr: 'Score QuickDASH d’incapacité et de symptômes' },
  min: 0,
  max: 100,
  unit: 'points',
  higherIsBetter: false,
  mcid,
  bands: [],
};
const work: ScaleDefinition = { ...disability, key: 'work', label: { en: 'Work module', fr: 'Module travail' }, mcid: null };
const sports: ScaleDefinition = { ...disability, key: 'sports', label: { en: 'Sports/performing arts module', fr: 'Module sports et arts de la scène' }, mcid: null };

/** ((sum of n responses / n) - 1) x 25 (IWH). */
const formula = (values: readonly number[]): number => (sum(values) / values.length - 1) * 25;

export function scoreQuickDash(input: InstrumentAnswers): ScaleScore[] {
  const core = checkItemAnswers(coreItems, input.answers);
  const coreValues = answeredValues(core);
  const coreMissing = core.length - coreValues.length;
  const scores: ScaleScore[] = [
    coreMissing > 1
      ? withheld(disability, 'tooManyMissing', tooMany(coreMissing, 11, 'at most 1', 'au plus 1'), { answered: coreValues.length, missing: coreMissing })
      : scored(disability, round(formula(coreValues), 1), { answered: coreValues.length, missing: coreMissing, adjusted: coreMissing > 0 }),
  ];
  const modules = input.modules ?? {};
  const unknown = Object.keys(modules).find((key) => key !== 'work' && key !== 'sports');
  if (unknown !== undefined) throw new InstrumentAnswerError(unknown, 'shape', `${unknown}: QuickDASH modules are work and sports`, null, `modules.${unknown}`);
  for (const [scale, items] of [
    [work, workItems],
    [sports, sportsItems],
  ] as const) {
    const given = modules[scale.key];
    if (given === undefined) continue;
    const values = checkItemAnswers(items, given, `modules.${scale.key}`);
    const done = answeredValues(values);
    const missing = values.length - done.length;
    scores.push(
      missing > 0
        ? withheld(scale, 'tooManyMissing', tooMany(missing, 4, 'none', 'aucune'), { answered: done.length, missing })
        : scored(scale, round(formula(done), 1), { answered: done.length, missing: 0 }),
    );
  }
  return scores;
}

function tooMany(missing: number, of: number, allowedEn: string, allowedFr: string): Bilingual {
  return {
    en: `Not scored: ${missing} of ${of} items are unanswered; ${allowedEn} may be missing.`,
    fr: `Non calculé\u00a0: ${missing} des ${of} éléments sont sans réponse\u00a0; ${allowedFr} ne peut manquer.`,
  };
}

const citations: Citation[] = [
  { rule: 'Items coded 1-5 as printed; score = ((sum of n responses / n) - 1) × 25, from 0 (no disability) to 100 (most severe disability).', source: IWH_SCORING },
  { rule: 'The core score is not calculated if more than 1 of the 11 items is missing (at least 10 answered).', source: IWH_SCORING },
  { rule: 'Optional work and sports/performing-arts modules: 4 items each, scored with the same formula; not calculated if any item is missing.', source: IWH_SCORING },
  { rule: 'MCID of the core score: 14 points (95 % CI 9-20).', source: SORENSEN_2013 },
];

export const quickDashDefinition: InstrumentDefinition = {
  type: 'quickdash',
  version: '2006.1',
  abbreviation: 'QuickDASH',
  name: { en: 'QuickDASH (Disabilities of the Arm, Shoulder and Hand, short form)', fr: 'QuickDASH (incapacités du bras, de l’épaule et de la main, version abrégée)' },
  instructions: {
    en: 'Rate your ability to do each activity, and the severity of each symptom, in the last week. The optional work and sports/performing-arts modules are answered only by those they concern.',
    fr: 'Évaluez votre capacité à faire chaque activité, et l’intensité de chaque symptôme, au cours de la dernière semaine. Les modules facultatifs travail et sports/arts de la scène ne sont remplis que par les personnes concernées.',
  },
  items: [...coreItems],
  scales: [disability, work, sports],
  licence: {
    kind: 'permission-required',
    owner: 'Institute for Work & Health (IWH), Toronto',
    notice: {
      en: 'QuickDASH © Institute for Work & Health. Use in commercial software or an electronic platform requires a licence from the Institute for Work & Health; the item wording is shown from the clinic’s licensed form.',
      fr: 'QuickDASH © Institute for Work & Health. Son utilisation dans un logiciel commercial ou une plateforme électronique exige une licence de l’Institute for Work & Health\u00a0; le libellé des éléments provient du formulaire sous licence de la clinique.',
    },
    commercialRestriction: true,
    itemTextIncluded: false,
  },
  translation: 'Item wording not carried (IWH licence). Headings and answer anchors in French are a working translation; the IWH distributes validated French versions under licence.',
  citations,
};

/** The optional modules' items, in form order, for screens that show them. */
export const quickDashModules = { work: workItems, sports: sportsItems } as const;

export const quickdash: InstrumentModule = { definition: quickDashDefinition, score: scoreQuickDash };
