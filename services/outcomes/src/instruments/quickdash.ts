// QuickDASH: 11 core items and the optional work and sports/performing-arts modules (4 items each), 0-100,
// higher is more disability. Scoring per the Institute for Work & Health (IWH) QuickDASH scoring instructions
// (Beaton DE, Wright JG, Katz JN, Upper Extremity Collaborative Group. Development of the QuickDASH: comparison
// of three item-reduction approaches. J Bone Joint Surg Am 2005;87(5):1038-46).
import {
  type Answer,
  type Bilingual,
  type Citation,
  type InstrumentItem,
  type ScaleScore,
  InstrumentAnswerError,
  answered,
  checkAnswers,
  mean,
  round,
  scale,
} from './item-scoring.js';

const difficulty = scale(1, [
  ['No difficulty', 'Aucune difficulté'],
  ['Mild difficulty', 'Difficulté légère'],
  ['Moderate difficulty', 'Difficulté moyenne'],
  ['Severe difficulty', 'Difficulté importante'],
  ['Unable', 'Impossible'],
]);
const extent = scale(1, [
  ['Not at all', 'Pas du tout'],
  ['Slightly', 'Légèrement'],
  ['Moderately', 'Moyennement'],
  ['Quite a bit', 'Beaucoup'],
  ['Extremely', 'Extrêmement'],
]);
const limited = scale(1, [
  ['Not limited at all', 'Pas du tout limité(e)'],
  ['Slightly limited', 'Légèrement limité(e)'],
  ['Moderately limited', 'Moyennement limité(e)'],
  ['Very limited', 'Très limité(e)'],
  ['Unable', 'Incapable'],
]);
const severity = scale(1, [
  ['None', 'Aucune'],
  ['Mild', 'Légère'],
  ['Moderate', 'Moyenne'],
  ['Severe', 'Importante'],
  ['Extreme', 'Extrême'],
]);
const sleep = scale(1, [
  ['No difficulty', 'Aucune difficulté'],
  ['Mild difficulty', 'Difficulté légère'],
  ['Moderate difficulty', 'Difficulté moyenne'],
  ['Severe difficulty', 'Difficulté importante'],
  ['So much difficulty that I can’t sleep', 'Tellement de difficulté que je ne peux pas dormir'],
]);

const item = (id: string, en: string, fr: string, options = difficulty): InstrumentItem => ({ id, text: { en, fr }, options });

export const quickDashCoreItems: readonly InstrumentItem[] = [
  item('q1', 'Open a tight or new jar.', 'Ouvrir un pot neuf ou bien fermé.'),
  item('q2', 'Do heavy household chores (e.g., wash walls, floors).', 'Faire de gros travaux ménagers (p. ex. laver les murs, les planchers).'),
  item('q3', 'Carry a shopping bag or briefcase.', 'Porter un sac d’épicerie ou une mallette.'),
  item('q4', 'Wash your back.', 'Vous laver le dos.'),
  item('q5', 'Use a knife to cut food.', 'Couper des aliments avec un couteau.'),
  item(
    'q6',
    'Recreational activities in which you take some force or impact through your arm, shoulder or hand (e.g., golf, hammering, tennis, etc.).',
    'Activités de loisir qui sollicitent le bras, l’épaule ou la main par un effort ou un choc (p. ex. golf, marteau, tennis).',
  ),
  item(
    'q7',
    'During the past week, to what extent has your arm, shoulder or hand problem interfered with your normal social activities with family, friends, neighbours or groups?',
    'Au cours de la dernière semaine, dans quelle mesure votre problème au bras, à l’épaule ou à la main a-t-il gêné vos activités sociales habituelles avec votre famille, vos amis, vos voisins ou vos groupes ?',
    extent,
  ),
  item(
    'q8',
    'During the past week, were you limited in your work or other regular daily activities as a result of your arm, shoulder or hand problem?',
    'Au cours de la dernière semaine, avez-vous été limité(e) dans votre travail ou vos autres activités quotidiennes habituelles à cause de votre problème au bras, à l’épaule ou à la main ?',
    limited,
  ),
  item('q9', 'Arm, shoulder or hand pain.', 'Douleur au bras, à l’épaule ou à la main.', severity),
  item('q10', 'Tingling (pins and needles) in your arm, shoulder or hand.', 'Picotements (fourmillements) au bras, à l’épaule ou à la main.', severity),
  item(
    'q11',
    'During the past week, how much difficulty have you had sleeping because of the pain in your arm, shoulder or hand?',
    'Au cours de la dernière semaine, à quel point avez-vous eu de la difficulté à dormir à cause de la douleur au bras, à l’épaule ou à la main ?',
    sleep,
  ),
];

export const quickDashWorkItems: readonly InstrumentItem[] = [
  item('work1', 'Did you have any difficulty using your usual technique for your work?', 'Avez-vous eu de la difficulté à utiliser votre technique habituelle pour travailler ?'),
  item('work2', 'Did you have any difficulty doing your usual work because of arm, shoulder or hand pain?', 'Avez-vous eu de la difficulté à faire votre travail habituel à cause de la douleur au bras, à l’épaule ou à la main ?'),
  item('work3', 'Did you have any difficulty doing your work as well as you would like?', 'Avez-vous eu de la difficulté à faire votre travail aussi bien que vous le voudriez ?'),
  item('work4', 'Did you have any difficulty spending your usual amount of time doing your work?', 'Avez-vous eu de la difficulté à consacrer à votre travail le temps habituel ?'),
];

export const quickDashSportsItems: readonly InstrumentItem[] = [
  item('sports1', 'Did you have any difficulty using your usual technique for playing your instrument or sport?', 'Avez-vous eu de la difficulté à utiliser votre technique habituelle pour jouer de votre instrument ou pratiquer votre sport ?'),
  item('sports2', 'Did you have any difficulty playing your musical instrument or sport because of arm, shoulder or hand pain?', 'Avez-vous eu de la difficulté à jouer de votre instrument ou à pratiquer votre sport à cause de la douleur au bras, à l’épaule ou à la main ?'),
  item('sports3', 'Did you have any difficulty playing your musical instrument or sport as well as you would like?', 'Avez-vous eu de la difficulté à jouer de votre instrument ou à pratiquer votre sport aussi bien que vous le voudriez ?'),
  item('sports4', 'Did you have any difficulty spending your usual amount of time practising or playing your instrument or sport?', 'Avez-vous eu de la difficulté à consacrer le temps habituel à vous exercer ou à jouer de votre instrument ou à pratiquer votre sport ?'),
];

/** Answers: the core 11 in form order, and each optional module (4 items) when the client filled it in. */
export interface QuickDashAnswers {
  core: Answer[];
  work?: Answer[] | null;
  sports?: Answer[] | null;
}

const label = (en: string, fr: string): Bilingual => ({ en, fr });

/** ((sum of n answers / n) - 1) x 25, the IWH formula. */
const disability = (values: readonly number[]): number => (mean(values) - 1) * 25;

/**
 * Scores the QuickDASH. Core: withheld when more than 1 of the 11 items is missing. Modules: scored alike, withheld
 * when any of their 4 items is missing; a module not given is not scored.
 */
export function scoreQuickDash(input: unknown): ScaleScore[] {
  const answers = parseQuickDash(input);
  const core = checkAnswers(quickDashCoreItems, answers.core, 'core');
  const coreAnswered = answered(core);
  const scores: ScaleScore[] = [
    coreAnswered.length >= 10
      ? { key: 'disability', label: label('QuickDASH disability/symptom score', 'Score d’incapacité/symptômes QuickDASH'), value: round(disability(coreAnswered)) }
      : {
          key: 'disability',
          label: label('QuickDASH disability/symptom score', 'Score d’incapacité/symptômes QuickDASH'),
          value: null,
          withheld: label(
            `Not calculated: ${11 - coreAnswered.length} of the 11 items are missing; the QuickDASH allows at most 1 missing item.`,
            `Non calculé : ${11 - coreAnswered.length} des 11 questions sont sans réponse ; le QuickDASH en tolère au plus 1.`,
          ),
        },
  ];
  for (const [key, items, name] of [
    ['work', quickDashWorkItems, label('Work module', 'Module travail')],
    ['sports', quickDashSportsItems, label('Sports/performing arts module', 'Module sports/arts du spectacle')],
  ] as const) {
    const given = answers[key];
    if (given === undefined || given === null) continue;
    const values = checkAnswers(items, given, key);
    const done = answered(values);
    scores.push(
      done.length === 4
        ? { key, label: name, value: round(disability(done)) }
        : {
            key,
            label: name,
            value: null,
            withheld: label(
              `Not calculated: ${4 - done.length} of the 4 module items are missing; the optional modules allow no missing item.`,
              `Non calculé : ${4 - done.length} des 4 questions du module sont sans réponse ; les modules optionnels n’en tolèrent aucune.`,
            ),
          },
    );
  }
  return scores;
}

function parseQuickDash(input: unknown): QuickDashAnswers {
  // A bare list is the core alone (the questionnaire's item order).
  if (Array.isArray(input)) return { core: input as Answer[] };
  if (typeof input !== 'object' || input === null || !('core' in input)) {
    throw new InstrumentAnswerError('core', 'shape', 'core: expected the 11 core answers');
  }
  const extra = Object.keys(input).filter((key) => !['core', 'work', 'sports'].includes(key));
  if (extra.length > 0) throw new InstrumentAnswerError(extra[0]!, 'shape', `${extra[0]}: not a QuickDASH section`);
  return input as QuickDashAnswers;
}

export const quickDashCitations: readonly Citation[] = [
  {
    rule: 'Items coded 1-5; score = ((sum of n responses / n) - 1) x 25, 0 (no disability) to 100 (most severe disability).',
    source: 'Institute for Work & Health, QuickDASH scoring instructions (dash.iwh.on.ca); Beaton DE et al. J Bone Joint Surg Am 2005;87(5):1038-46.',
  },
  {
    rule: 'Core score not calculated if more than 1 of the 11 items is missing.',
    source: 'Institute for Work & Health, QuickDASH scoring instructions (“at least 10 of the 11 items must be completed”).',
  },
  {
    rule: 'Optional work and sports/performing-arts modules (4 items each) scored with the same formula; no missing item allowed.',
    source: 'Institute for Work & Health, QuickDASH optional modules scoring instructions.',
  },
  {
    rule: 'MCID 14 points (95% CI 9-20).',
    source: 'Sorensen AA, Howard D, Tan WH, Ketchersid J, Calfee RP. Minimal clinically important differences of 3 patient-rated outcomes instruments. J Hand Surg Am 2013;38(4):641-9.',
  },
];

export const quickDashLicence = {
  owner: 'Institute for Work & Health (IWH), Toronto',
  notice: label(
    'QuickDASH © Institute for Work & Health. All rights reserved. Use in commercial software or electronic platforms requires a licence from the Institute for Work & Health.',
    'QuickDASH © Institute for Work & Health. Tous droits réservés. L’utilisation dans un logiciel ou une plateforme électronique commerciale exige une licence de l’Institute for Work & Health.',
  ),
  restrictsCommercialSoftware: true,
  /** The French texts here are a working translation; IWH distributes validated French versions under licence. */
  frenchTexts: 'working translation, not the IWH-validated French version; replace with the licensed text',
} as const;

export const quickDashDefinition = {
  type: 'QuickDASH',
  version: '1',
  name: label('QuickDASH (Disabilities of the Arm, Shoulder and Hand, short form)', 'QuickDASH (incapacités du bras, de l’épaule et de la main, version courte)'),
  sections: [
    { key: 'core', items: quickDashCoreItems, optional: false },
    { key: 'work', items: quickDashWorkItems, optional: true },
    { key: 'sports', items: quickDashSportsItems, optional: true },
  ],
  range: { min: 0, max: 100 },
  higherIsBetter: false,
  mcid: { value: 14, source: quickDashCitations[3]!.source },
  licence: quickDashLicence,
  citations: quickDashCitations,
  score: scoreQuickDash,
} as const;
