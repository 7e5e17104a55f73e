// SF-36 as the public-domain RAND 36-Item Health Survey 1.0, scored per RAND: each item recoded to 0-100 by RAND's
// Table 1 (100 = the most favourable health state), the eight scales the mean of their answered items. No physical
// or mental component summary: see the citations (the RAND-36 scoring gives none; the SF-36 norm-based summaries of
// Ware 1994 are defined on the SF-36's own scale scoring and could not be checked against the publication here).
import type { Citation, InstrumentAnswers, InstrumentDefinition, InstrumentItem, ScaleDefinition, ScaleScore } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { answeredValues, checkItemAnswers, codedOptions, round, scored, sum, withheld } from './frame.js';

export const RAND_SCORING =
  'RAND Health Care. 36-Item Short Form Survey (SF-36) scoring instructions: Scoring rules for the RAND 36-Item Health Survey (Version 1.0), Table 1 and Table 2 (www.rand.org/health-care/surveys_tools/mos/36-item-short-form/scoring.html); Hays RD, Sherbourne CD, Mazel RM. The RAND 36-Item Health Survey 1.0. Health Econ. 1993;2(3):217-227.';
export const WARE_1993 =
  'Ware JE, Snow KK, Kosinski M, Gandek B. SF-36 Health Survey: Manual and Interpretation Guide. Boston: The Health Institute, New England Medical Center; 1993 (missing data: a scale is scored when at least half of its items are answered).';
export const WARE_1994 =
  'Ware JE, Kosinski M, Keller SD. SF-36 Physical and Mental Health Summary Scales: A User’s Manual. Boston: The Health Institute; 1994.';

type Options = ReturnType<typeof codedOptions>;
const general = codedOptions(1, [['Excellent', 'Excellente'], ['Very good', 'Très bonne'], ['Good', 'Bonne'], ['Fair', 'Passable'], ['Poor', 'Mauvaise']]);
const change = codedOptions(1, [
  ['Much better now than one year ago', 'Bien meilleure que l’an dernier'],
  ['Somewhat better now than one year ago', 'Plutôt meilleure que l’an dernier'],
  ['About the same', 'À peu près la même'],
  ['Somewhat worse now than one year ago', 'Plutôt moins bonne que l’an dernier'],
  ['Much worse now than one year ago', 'Beaucoup moins bonne que l’an dernier'],
]);
const limits = codedOptions(1, [['Yes, limited a lot', 'Oui, beaucoup limité'], ['Yes, limited a little', 'Oui, un peu limité'], ['No, not limited at all', 'Non, pas du tout limité']]);
const yesNo = codedOptions(1, [['Yes', 'Oui'], ['No', 'Non']]);
const extent = codedOptions(1, [['Not at all', 'Pas du tout'], ['Slightly', 'Un petit peu'], ['Moderately', 'Moyennement'], ['Quite a bit', 'Beaucoup'], ['Extremely', 'Énormément']]);
const pain = codedOptions(1, [['None', 'Aucune'], ['Very mild', 'Très légère'], ['Mild', 'Légère'], ['Moderate', 'Moyenne'], ['Severe', 'Grande'], ['Very severe', 'Très grande']]);
const interfere = codedOptions(1, [['Not at all', 'Pas du tout'], ['A little bit', 'Un petit peu'], ['Moderately', 'Moyennement'], ['Quite a bit', 'Beaucoup'], ['Extremely', 'Énormément']]);
const time6 = codedOptions(1, [
  ['All of the time', 'Tout le temps'],
  ['Most of the time', 'La plupart du temps'],
  ['A good bit of the time', 'Souvent'],
  ['Some of the time', 'Quelquefois'],
  ['A little of the time', 'Rarement'],
  ['None of the time', 'Jamais'],
]);
const time5 = codedOptions(1, [['All of the time', 'Tout le temps'], ['Most of the time', 'La plupart du temps'], ['Some of the time', 'Quelquefois'], ['A little of the time', 'Rarement'], ['None of the time', 'Jamais']]);
const truth = codedOptions(1, [['Definitely true', 'Tout à fait vrai'], ['Mostly true', 'Plutôt vrai'], ['Don’t know', 'Je ne sais pas'], ['Mostly false', 'Plutôt faux'], ['Definitely false', 'Tout à fait faux']]);

const limitStem = ['Does your health now limit you in this activity? If so, how much?', 'Votre état de santé actuel vous limite-t-il dans cette activité\u00a0? Si oui, dans quelle mesure\u00a0?'] as const;
const physicalStem = ['During the past 4 weeks, have you had this problem with your work or other regular daily activities as a result of your physical health?', 'Au cours des 4 dernières semaines, avez-vous eu ce problème dans votre travail ou vos activités quotidiennes habituelles à cause de votre état de santé physique\u00a0?'] as const;
const emotionalStem = ['During the past 4 weeks, have you had this problem with your work or other regular daily activities as a result of any emotional problems (such as feeling depressed or anxious)?', 'Au cours des 4 dernières semaines, avez-vous eu ce problème dans votre travail ou vos activités quotidiennes habituelles à cause de problèmes émotionnels (comme vous sentir déprimé ou anxieux)\u00a0?'] as const;
const feelStem = ['How much of the time during the past 4 weeks…', 'Au cours des 4 dernières semaines, combien de temps…'] as const;
const trueStem = ['How TRUE or FALSE is this statement for you?', 'Dans quelle mesure cet énoncé est-il VRAI ou FAUX pour vous\u00a0?'] as const;

type Row = readonly [string, string, Options, (readonly [string, string])?];
const rows: readonly Row[] = [
  ['In general, would you say your health is:', 'En général, diriez-vous que votre santé est\u00a0:', general],
  ['Compared to one year ago, how would you rate your health in general now?', 'Par rapport à l’an dernier, comment évaluez-vous votre état de santé général maintenant\u00a0?', change],
  ['Vigorous activities, such as running, lifting heavy objects, participating in strenuous sports', 'Activités intenses, comme courir, soulever des objets lourds, pratiquer des sports exigeants', limits, limitStem],
  ['Moderate activities, such as moving a table, pushing a vacuum cleaner, bowling, or playing golf', 'Activités modérées, comme déplacer une table, passer l’aspirateur, jouer aux quilles ou au golf', limits, limitStem],
  ['Lifting or carrying groceries', 'Soulever ou porter des sacs d’épicerie', limits, limitStem],
  ['Climbing several flights of stairs', 'Monter plusieurs étages à pied', limits, limitStem],
  ['Climbing one flight of stairs', 'Monter un étage à pied', limits, limitStem],
  ['Bending, kneeling, or stooping', 'Vous pencher, vous agenouiller ou vous accroupir', limits, limitStem],
  ['Walking more than a mile', 'Marcher plus d’un mille (1,6\u00a0km)', limits, limitStem],
  ['Walking several blocks', 'Marcher plusieurs coins de rue', limits, limitStem],
  ['Walking one block', 'Marcher un coin de rue', limits, limitStem],
  ['Bathing or dressing yourself', 'Vous laver ou vous habiller', limits, limitStem],
  ['Cut down the amount of time you spent on work or other activities', 'Avez réduit le temps passé à votre travail ou à d’autres activités', yesNo, physicalStem],
  ['Accomplished less than you would like', 'Avez accompli moins que vous ne l’auriez voulu', yesNo, physicalStem],
  ['Were limited in the kind of work or other activities', 'Avez été limité dans la nature de votre travail ou de vos autres activités', yesNo, physicalStem],
  ['Had difficulty performing the work or other activities (for example, it took extra effort)', 'Avez eu de la difficulté à faire votre travail ou vos autres activités (par exemple, cela vous a demandé un effort supplémentaire)', yesNo, physicalStem],
  ['Cut down the amount of time you spent on work or other activities', 'Avez réduit le temps passé à votre travail ou à d’autres activités', yesNo, emotionalStem],
  ['Accomplished less than you would like', 'Avez accompli moins que vous ne l’auriez voulu', yesNo, emotionalStem],
  ['Didn’t do work or other activities as carefully as usual', 'N’avez pas fait votre travail ou vos autres activités avec autant de soin que d’habitude', yesNo, emotionalStem],
  ['During the past 4 weeks, to what extent has your physical health or emotional problems interfered with your normal social activities with family, friends, neighbors, or groups?', 'Au cours des 4 dernières semaines, dans quelle mesure votre état de santé physique ou vos problèmes émotionnels ont-ils nui à vos activités sociales habituelles avec votre famille, vos amis, vos voisins ou des groupes\u00a0?', extent],
  ['How much bodily pain have you had during the past 4 weeks?', 'Au cours des 4 dernières semaines, quelle a été l’intensité de vos douleurs physiques\u00a0?', pain],
  ['During the past 4 weeks, how much did pain interfere with your normal work (including both work outside the home and housework)?', 'Au cours des 4 dernières semaines, dans quelle mesure la douleur a-t-elle nui à votre travail habituel (à l’extérieur comme à la maison)\u00a0?', interfere],
  ['Did you feel full of pep?', 'Vous êtes-vous senti plein d’entrain\u00a0?', time6, feelStem],
  ['Have you been a very nervous person?', 'Avez-vous été très nerveux\u00a0?', time6, feelStem],
  ['Have you felt so down in the dumps that nothing could cheer you up?', 'Vous êtes-vous senti si déprimé que rien ne pouvait vous remonter le moral\u00a0?', time6, feelStem],
  ['Have you felt calm and peaceful?', 'Vous êtes-vous senti calme et serein\u00a0?', time6, feelStem],
  ['Did you have a lot of energy?', 'Avez-vous eu beaucoup d’énergie\u00a0?', time6, feelStem],
  ['Have you felt downhearted and blue?', 'Vous êtes-vous senti découragé et triste\u00a0?', time6, feelStem],
  ['Did you feel worn out?', 'Vous êtes-vous senti épuisé\u00a0?', time6, feelStem],
  ['Have you been a happy person?', 'Avez-vous été heureux\u00a0?', time6, feelStem],
  ['Did you feel tired?', 'Vous êtes-vous senti fatigué\u00a0?', time6, feelStem],
  ['During the past 4 weeks, how much of the time has your physical health or emotional problems interfered with your social activities (like visiting with friends, relatives, etc.)?', 'Au cours des 4 dernières semaines, combien de temps votre état de santé physique ou vos problèmes émotionnels ont-ils nui à vos activités sociales (comme rendre visite à des amis, à des proches, etc.)\u00a0?', time5],
  ['I seem to get sick a little easier than other people', 'Il me semble que je tombe malade un peu plus facilement que les autres', truth, trueStem],
  ['I am as healthy as anybody I know', 'Je suis en aussi bonne santé que les gens que je connais', truth, trueStem],
  ['I expect my health to get worse', 'Je m’attends à ce que ma santé se détériore', truth, trueStem],
  ['My health is excellent', 'Ma santé est excellente', truth, trueStem],
];

export const sf36Items: InstrumentItem[] = rows.map(([en, fr, options, stem], index) => ({
  id: `q${index + 1}`,
  number: index + 1,
  heading: stem ? { en: stem[0], fr: stem[1] } : null,
  text: { en, fr },
  options,
  range: null,
}));

/** RAND Table 1: the recoded value (0-100) of each precoded answer, by item number. */
const recodeGroups: readonly (readonly [readonly number[], readonly number[]])[] = [
  [[1, 2, 20, 22, 34, 36], [100, 75, 50, 25, 0]],
  [[3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [0, 50, 100]],
  [[13, 14, 15, 16, 17, 18, 19], [0, 100]],
  [[21, 23, 26, 27, 30], [100, 80, 60, 40, 20, 0]],
  [[24, 25, 28, 29, 31], [0, 20, 40, 60, 80, 100]],
  [[32, 33, 35], [0, 25, 50, 75, 100]],
];
export function randRecode(itemNumber: number, code: number): number {
  const group = recodeGroups.find(([numbers]) => numbers.includes(itemNumber));
  const value = group?.[1][code - 1];
  if (value === undefined) throw new Error(`no RAND recode for item ${itemNumber} answer ${code}`);
  return value;
}

const scale = (key: string, en: string, fr: string, items: readonly number[]) => ({
  definition: { key, label: { en, fr }, min: 0, max: 100, unit: 'points', higherIsBetter: true, mcid: null, bands: [] } satisfies ScaleDefinition,
  items,
});
/** RAND Table 2: the items averaged into each scale. */
export const sf36Scales = [
  scale('physicalFunctioning', 'Physical functioning', 'Fonctionnement physique', [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  scale('rolePhysical', 'Role limitations due to physical health', 'Limitations dues à l’état physique', [13, 14, 15, 16]),
  scale('roleEmotional', 'Role limitations due to emotional problems', 'Limitations dues à l’état émotionnel', [17, 18, 19]),
  scale('energyFatigue', 'Energy/fatigue', 'Énergie/fatigue', [23, 27, 29, 31]),
  scale('emotionalWellBeing', 'Emotional well-being', 'Bien-être émotionnel', [24, 25, 26, 28, 30]),
  scale('socialFunctioning', 'Social functioning', 'Fonctionnement social', [20, 32]),
  scale('pain', 'Pain', 'Douleur', [21, 22]),
  scale('generalHealth', 'General health', 'Santé générale', [1, 33, 34, 35, 36]),
] as const;
const healthChange = scale('healthChange', 'Health change (item 2, not a scale)', 'Évolution de la santé (question 2, hors échelle)', [2]);

/** Scores each scale as the mean of its answered items after RAND's recoding; withheld when fewer than half are answered. */
export function scoreSf36(input: InstrumentAnswers): ScaleScore[] {
  const answers = checkItemAnswers(sf36Items, input.answers);
  return [...sf36Scales, healthChange].map(({ definition, items }) => {
    const values = items.map((number) => answers[number - 1] ?? null);
    const done = answeredValues(values);
    const missing = values.length - done.length;
    const needed = Math.ceil(items.length / 2);
    if (done.length < needed) {
      return withheld(
        definition,
        'tooManyMissing',
        {
          en: `Not scored: ${done.length} of ${items.length} items answered; a scale needs at least half its items (${needed}).`,
          fr: `Non calculé\u00a0: ${done.length} des ${items.length} éléments ont une réponse\u00a0; une échelle exige au moins la moitié de ses éléments (${needed}).`,
        },
        { answered: done.length, missing },
      );
    }
    const recoded = items.flatMap((number, index) => (values[index] === null ? [] : [randRecode(number, values[index]!)]));
    return scored(definition, round(sum(recoded) / recoded.length, 1), { answered: done.length, missing, adjusted: missing > 0 });
  });
}

const citations: Citation[] = [
  { rule: 'Precoded answers recoded to 0-100 per RAND Table 1 (items 1, 2, 20, 22, 34, 36: 100-75-50-25-0; 3-12: 0-50-100; 13-19: 0-100; 21, 23, 26, 27, 30: 100-80-60-40-20-0; 24, 25, 28, 29, 31: 0-20-40-60-80-100; 32, 33, 35: 0-25-50-75-100); higher is a more favourable health state.', source: RAND_SCORING },
  { rule: 'Eight scales, each the average of its recoded items (RAND Table 2): physical functioning 3-12; role physical 13-16; role emotional 17-19; energy/fatigue 23, 27, 29, 31; emotional well-being 24, 25, 26, 28, 30; social functioning 20, 32; pain 21, 22; general health 1, 33, 34, 35, 36. Item 2 (health change) is in no scale and is reported on its own.', source: RAND_SCORING },
  {
    rule: 'Missing items: RAND averages the answered items of a scale (a missing item is left out). A scale is scored only when at least half its items are answered, the SF-36 manual’s rule, so no scale comes from fewer than half its items; above that threshold the two rules give the same value.',
    source: `${RAND_SCORING}; ${WARE_1993}`,
  },
  {
    rule: 'Physical and mental component summaries: not given. RAND’s scoring of the RAND-36 gives no PCS/MCS (Hays et al. 1993 report factor-derived composites, whose coefficients are not carried here); the SF-36 norm-based PCS/MCS (US 1990 norms: z-scores with published means/SDs and factor score coefficients) are defined on the SF-36’s own scale scoring, which differs from RAND’s for pain and general health, and their coefficients could not be checked against the publication when this definition was written.',
    source: `${WARE_1994}; ${RAND_SCORING}`,
  },
  { rule: 'MCID: none carried; minimal important differences of the RAND-36/SF-36 scales vary by scale and population and no single source is adopted.', source: RAND_SCORING },
];

export const sf36Definition: InstrumentDefinition = {
  type: 'sf36',
  version: 'rand-1.0.1',
  abbreviation: 'RAND-36',
  name: { en: 'RAND 36-Item Health Survey 1.0 (SF-36 items)', fr: 'Questionnaire de santé RAND à 36 questions 1.0 (questions du SF-36)' },
  instructions: {
    en: 'This survey asks for your views about your health. This information will help keep track of how you feel and how well you are able to do your usual activities. Answer every question by selecting the answer as indicated. If you are unsure about how to answer a question, please give the best answer you can.',
    fr: 'Ce questionnaire porte sur votre santé. Ces renseignements permettront de suivre comment vous vous sentez et votre capacité à faire vos activités habituelles. Répondez à chaque question en choisissant la réponse indiquée. Si vous hésitez, donnez la meilleure réponse possible.',
  },
  items: sf36Items,
  scales: [...sf36Scales.map((s) => s.definition), healthChange.definition],
  licence: {
    kind: 'public-domain',
    owner: 'RAND Corporation (RAND Health Care)',
    notice: {
      en: 'The RAND 36-Item Health Survey 1.0 is in the public domain, scored here per RAND. SF-36® is a registered trademark of the Medical Outcomes Trust, licensed by its owner: this is not the SF-36 scored under that trademark, and its scores are not SF-36 norm-based scores.',
      fr: 'Le questionnaire RAND à 36 questions 1.0 est dans le domaine public et il est calculé ici selon la méthode de RAND. SF-36® est une marque déposée du Medical Outcomes Trust, concédée sous licence par son titulaire\u00a0: il ne s’agit pas du SF-36 calculé sous cette marque, et ses scores ne sont pas des scores normés du SF-36.',
    },
    commercialRestriction: true,
    itemTextIncluded: true,
  },
  translation: 'English: the RAND 36-Item Health Survey 1.0. French: a working translation of this application; RAND distributes no French version and the validated French SF-36 is licensed by its owner.',
  citations,
};

export const sf36: InstrumentModule = { definition: sf36Definition, score: scoreSf36 };
