// Roland-Morris Disability Questionnaire, 24 items (Roland & Morris 1983; Roland & Fairbank 2000).
// Free for non-commercial use only: the statements are not reproduced; the clinic uses its own form.
import type { InstrumentDefinition, InstrumentItem, ScaleDefinition, ScaleScore } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { answeredValues, checkItemAnswers, codedOptions, itemsOf, scored, sum, withheld } from './frame.js';

export const ROLAND_MORRIS_1983 =
  'Roland M, Morris R. A study of the natural history of back pain. Part I: development of a reliable and sensitive measure of disability in low-back pain. Spine. 1983;8(2):141-144.';
export const ROLAND_FAIRBANK_2000 =
  'Roland M, Fairbank J. The Roland-Morris Disability Questionnaire and the Oswestry Disability Questionnaire. Spine. 2000;25(24):3115-3124.';
export const OSTELO_2008 =
  'Ostelo RW, Deyo RA, Stratford P, et al. Interpreting change scores for pain and functional status in low back pain: towards international consensus regarding minimal important change. Spine. 2008;33(1):90-94.';
export const KENT_LAURIDSEN =
  'Kent P, Lauridsen HH. Managing missing scores on the Roland Morris Disability Questionnaire. Spine. 2011;36(22):1878-1884.';

const options = codedOptions(0, [
  ['Not ticked (does not apply today)', 'Non cochée (ne s’applique pas aujourd’hui)'],
  ['Ticked (applies today)', 'Cochée (s’applique aujourd’hui)'],
]);

const items: InstrumentItem[] = itemsOf(
  'rmdq',
  Array.from({ length: 24 }, () => null),
  options,
  Array.from({ length: 24 }, (_, index) => [`Statement ${index + 1}`, `Énoncé ${index + 1}`] as const),
);

const total: ScaleDefinition = {
  key: 'total',
  label: { en: 'RMDQ score', fr: 'Score RMDQ' },
  min: 0,
  max: 24,
  unit: 'points',
  higherIsBetter: false,
  mcid: { value: 5, unit: 'points', source: OSTELO_2008, note: 'Or a 30 % improvement from baseline (international consensus, low back pain).' },
  bands: [],
};

export const rmdqDefinition: InstrumentDefinition = {
  type: 'rmdq',
  version: '2000.1',
  abbreviation: 'RMDQ',
  name: { en: 'Roland-Morris Disability Questionnaire', fr: 'Questionnaire d’incapacité de Roland-Morris (RMDQ)' },
  instructions: {
    en: 'The patient ticks each of the 24 statements that describes them today. Enter 1 for a ticked statement and 0 for one left unticked, in the form’s order.',
    fr: 'Le patient coche chacun des 24 énoncés qui le décrit aujourd’hui. Saisissez 1 pour un énoncé coché et 0 pour un énoncé non coché, dans l’ordre du formulaire.',
  },
  items,
  scales: [total],
  licence: {
    kind: 'non-commercial',
    owner: 'Martin Roland and Richard Morris',
    notice: {
      en: 'The Roland-Morris Disability Questionnaire is copyright Martin Roland and Richard Morris (1983). It is free for non-commercial use; commercial use needs the copyright holders’ licence (see www.rmdq.org). The statements are not reproduced here: use your clinic’s form.',
      fr: 'Le questionnaire de Roland-Morris est protégé par le droit d’auteur de Martin Roland et Richard Morris (1983). Il est gratuit pour un usage non commercial\u00a0; un usage commercial requiert une licence des titulaires des droits (voir www.rmdq.org). Les énoncés ne sont pas reproduits ici\u00a0: utilisez le formulaire de votre clinique.',
    },
    commercialRestriction: true,
    itemTextIncluded: false,
  },
  translation: 'Statement numbers only. A French-language adaptation exists (EIFEL: Coste J et al., Rev Rhum 1993;60:335-341); it is not reproduced.',
  citations: [
    { rule: '24 statements; the score is the number ticked, 0-24; an unticked statement scores 0; higher is worse.', source: `${ROLAND_MORRIS_1983}; ${ROLAND_FAIRBANK_2000}` },
    {
      rule: 'Missing answers: the manual has no missing-item rule (on paper an unmarked statement counts as not ticked, so is entered 0). A statement entered as unknown (null) cannot be told from "not ticked", so the score is withheld rather than guessed.',
      source: `${ROLAND_FAIRBANK_2000}; ${KENT_LAURIDSEN} (no standard method for missing RMDQ items)`,
    },
    { rule: 'MCID 5 points (or 30 %).', source: OSTELO_2008 },
  ],
};

function scoreRmdq(input: Parameters<InstrumentModule['score']>[0]): ScaleScore[] {
  const answers = checkItemAnswers(items, input.answers);
  const values = answeredValues(answers);
  const missing = answers.length - values.length;
  if (missing > 0) {
    return [
      withheld(
        total,
        'missingAnswers',
        {
          en: `Not scored: ${missing} of 24 statements have no answer. The RMDQ has no published rule for missing answers; enter 0 for each statement left unticked on the form.`,
          fr: `Non calculé\u00a0: ${missing} des 24 énoncés n’ont pas de réponse. Le RMDQ n’a pas de règle publiée pour les réponses manquantes\u00a0; saisissez 0 pour chaque énoncé non coché sur le formulaire.`,
        },
        { answered: values.length, missing },
      ),
    ];
  }
  return [scored(total, sum(values), { answered: values.length, missing: 0 })];
}

export const rmdq: InstrumentModule = { definition: rmdqDefinition, score: scoreRmdq };
