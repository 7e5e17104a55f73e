// KOOS: Knee injury and Osteoarthritis Outcome Score (Roos EM et al. 1998), 42 items in five subscales scored
// separately 0-100 (100 = no knee problems). Each item coded 0-4 from the left-most box; subscale = 100 - mean × 25.
// Missing items: the 2012 rule of the KOOS scoring guide (a subscale needs at least half its items answered; the
// mean of the answered items stands in for the missing ones).
import type { Citation, InstrumentAnswers, InstrumentDefinition, InstrumentItem, ScaleDefinition, ScaleScore } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { InstrumentAnswerError, answeredValues, checkItemAnswers, codedOptions, round, scored, sum, withheld } from './frame.js';

export const KOOS_SCORING_2012 = 'Roos EM. KOOS Scoring 2012 (KOOS user’s guide, scoring instructions, August 2012), www.koos.nu.';
export const ROOS_1998 =
  'Roos EM, Roos HP, Lohmander LS, Ekdahl C, Beynnon BD. Knee Injury and Osteoarthritis Outcome Score (KOOS): development of a self-administered outcome measure. J Orthop Sports Phys Ther. 1998;28(2):88-96.';
export const ROOS_LOHMANDER_2003 =
  'Roos EM, Lohmander LS. The Knee injury and Osteoarthritis Outcome Score (KOOS): from joint injury to osteoarthritis. Health Qual Life Outcomes. 2003;1:64.';

type Pair = readonly [string, string];
const frequency = codedOptions(0, [['Never', 'Jamais'], ['Rarely', 'Rarement'], ['Sometimes', 'Parfois'], ['Often', 'Souvent'], ['Always', 'Toujours']]);
const frequencyReversed = codedOptions(0, [['Always', 'Toujours'], ['Often', 'Souvent'], ['Sometimes', 'Parfois'], ['Rarely', 'Rarement'], ['Never', 'Jamais']]);
const severity = codedOptions(0, [['None', 'Aucune'], ['Mild', 'Légère'], ['Moderate', 'Modérée'], ['Severe', 'Importante'], ['Extreme', 'Extrême']]);
const painFrequency = codedOptions(0, [['Never', 'Jamais'], ['Monthly', 'Tous les mois'], ['Weekly', 'Toutes les semaines'], ['Daily', 'Tous les jours'], ['Always', 'Tout le temps']]);
const awareness = codedOptions(0, [['Never', 'Jamais'], ['Monthly', 'Tous les mois'], ['Weekly', 'Toutes les semaines'], ['Daily', 'Tous les jours'], ['Constantly', 'Constamment']]);
const modified = codedOptions(0, [['Not at all', 'Pas du tout'], ['Mildly', 'Un peu'], ['Moderately', 'Modérément'], ['Severely', 'Beaucoup'], ['Totally', 'Totalement']]);
const troubled = codedOptions(0, [['Not at all', 'Pas du tout'], ['Mildly', 'Un peu'], ['Moderately', 'Modérément'], ['Severely', 'Beaucoup'], ['Extremely', 'Extrêmement']]);

type Subscale = 'symptoms' | 'pain' | 'adl' | 'sport' | 'qol';
const item = (subscale: Subscale, id: string, number: number, [en, fr]: Pair, options: ReturnType<typeof codedOptions>): InstrumentItem & { subscale: Subscale } => ({
  id,
  number,
  heading: null,
  text: { en, fr },
  options,
  range: null,
  subscale,
});

const painDuring = (en: string, fr: string): Pair => [`What amount of knee pain have you experienced the last week during the following activity? ${en}`, `Quelle a été l’intensité de votre douleur au genou la semaine dernière pendant l’activité suivante\u00a0? ${fr}`];
const adl = (en: string, fr: string): Pair => [`What degree of difficulty have you experienced the last week? ${en}`, `Quel degré de difficulté avez-vous eu la semaine dernière\u00a0? ${fr}`];
const sport = (en: string, fr: string): Pair => [`What degree of difficulty have you experienced the last week during the following activity? ${en}`, `Quel degré de difficulté avez-vous eu la semaine dernière pendant l’activité suivante\u00a0? ${fr}`];

const table: [Subscale, string, Pair, ReturnType<typeof codedOptions>][] = [
  ['symptoms', 'S1', ['Do you have swelling in your knee?', 'Votre genou est-il enflé\u00a0?'], frequency],
  ['symptoms', 'S2', ['Do you feel grinding, hear clicking or any other type of noise when your knee moves?', 'Sentez-vous un frottement, entendez-vous un déclic ou un autre bruit quand votre genou bouge\u00a0?'], frequency],
  ['symptoms', 'S3', ['Does your knee catch or hang up when moving?', 'Votre genou accroche-t-il ou se bloque-t-il quand il bouge\u00a0?'], frequency],
  ['symptoms', 'S4', ['Can you straighten your knee fully?', 'Pouvez-vous tendre complètement votre genou\u00a0?'], frequencyReversed],
  ['symptoms', 'S5', ['Can you bend your knee fully?', 'Pouvez-vous plier complètement votre genou\u00a0?'], frequencyReversed],
  ['symptoms', 'S6', ['How severe is your knee joint stiffness after first wakening in the morning?', 'Quelle est l’importance de la raideur de votre genou au réveil le matin\u00a0?'], severity],
  ['symptoms', 'S7', ['How severe is your knee stiffness after sitting, lying or resting later in the day?', 'Quelle est l’importance de la raideur de votre genou après être resté assis, couché ou au repos plus tard dans la journée\u00a0?'], severity],
  ['pain', 'P1', ['How often do you experience knee pain?', 'À quelle fréquence avez-vous mal au genou\u00a0?'], painFrequency],
  ['pain', 'P2', painDuring('Twisting/pivoting on your knee', 'Tourner ou pivoter sur votre genou'), severity],
  ['pain', 'P3', painDuring('Straightening knee fully', 'Tendre complètement le genou'), severity],
  ['pain', 'P4', painDuring('Bending knee fully', 'Plier complètement le genou'), severity],
  ['pain', 'P5', painDuring('Walking on flat surface', 'Marcher sur une surface plane'), severity],
  ['pain', 'P6', painDuring('Going up or down stairs', 'Monter ou descendre les escaliers'), severity],
  ['pain', 'P7', painDuring('At night while in bed', 'La nuit, au lit'), severity],
  ['pain', 'P8', painDuring('Sitting or lying', 'Assis ou couché'), severity],
  ['pain', 'P9', painDuring('Standing upright', 'Debout'), severity],
  ['adl', 'A1', adl('Descending stairs', 'Descendre les escaliers'), severity],
  ['adl', 'A2', adl('Ascending stairs', 'Monter les escaliers'), severity],
  ['adl', 'A3', adl('Rising from sitting', 'Se relever d’une position assise'), severity],
  ['adl', 'A4', adl('Standing', 'Rester debout'), severity],
  ['adl', 'A5', adl('Bending to floor/pick up an object', 'Se pencher vers le sol ou ramasser un objet'), severity],
  ['adl', 'A6', adl('Walking on flat surface', 'Marcher sur une surface plane'), severity],
  ['adl', 'A7', adl('Getting in/out of car', 'Monter en voiture ou en descendre'), severity],
  ['adl', 'A8', adl('Going shopping', 'Faire les courses'), severity],
  ['adl', 'A9', adl('Putting on socks/stockings', 'Mettre ses chaussettes ou ses bas'), severity],
  ['adl', 'A10', adl('Rising from bed', 'Sortir du lit'), severity],
  ['adl', 'A11', adl('Taking off socks/stockings', 'Enlever ses chaussettes ou ses bas'), severity],
  ['adl', 'A12', adl('Lying in bed (turning over, maintaining knee position)', 'Être couché au lit (se retourner, garder le genou dans la même position)'), severity],
  ['adl', 'A13', adl('Getting in/out of bath', 'Entrer dans le bain ou en sortir'), severity],
  ['adl', 'A14', adl('Sitting', 'Être assis'), severity],
  ['adl', 'A15', adl('Getting on/off toilet', 'S’asseoir sur les toilettes ou s’en relever'), severity],
  ['adl', 'A16', adl('Heavy domestic duties (moving heavy boxes, scrubbing floors, etc)', 'Gros travaux ménagers (déplacer des caisses lourdes, frotter les sols, etc.)'), severity],
  ['adl', 'A17', adl('Light domestic duties (cooking, dusting, etc)', 'Petits travaux ménagers (cuisine, poussière, etc.)'), severity],
  ['sport', 'SP1', sport('Squatting', 'S’accroupir'), severity],
  ['sport', 'SP2', sport('Running', 'Courir'), severity],
  ['sport', 'SP3', sport('Jumping', 'Sauter'), severity],
  ['sport', 'SP4', sport('Twisting/pivoting on your injured knee', 'Tourner ou pivoter sur le genou blessé'), severity],
  ['sport', 'SP5', sport('Kneeling', 'Se mettre à genoux'), severity],
  ['qol', 'Q1', ['How often are you aware of your knee problem?', 'À quelle fréquence pensez-vous à votre problème de genou\u00a0?'], awareness],
  ['qol', 'Q2', ['Have you modified your life style to avoid potentially damaging activities to your knee?', 'Avez-vous modifié votre mode de vie pour éviter les activités qui pourraient abîmer votre genou\u00a0?'], modified],
  ['qol', 'Q3', ['How much are you troubled with lack of confidence in your knee?', 'À quel point êtes-vous gêné par un manque de confiance en votre genou\u00a0?'], troubled],
  ['qol', 'Q4', ['In general, how much difficulty do you have with your knee?', 'En général, quelle difficulté votre genou vous pose-t-il\u00a0?'], severity],
];

const tagged = table.map(([subscale, id, wording, options], index) => item(subscale, id, index + 1, wording, options));
export const koosItems: InstrumentItem[] = tagged.map(({ subscale: _subscale, ...rest }) => rest);

const subscale = (key: Subscale, en: string, fr: string, minimum: number): ScaleDefinition & { key: Subscale; minimum: number } => ({
  key,
  label: { en, fr },
  min: 0,
  max: 100,
  unit: 'points',
  higherIsBetter: true,
  mcid: { value: 8, unit: 'points', source: ROOS_LOHMANDER_2003, note: 'Minimal perceptible clinical improvement suggested at 8-10 points; the lower end is used here.' },
  bands: [],
  minimum,
});
/** In form order; `minimum` is the 2012 rule's items needed (at least half). */
const subscales = [
  subscale('symptoms', 'KOOS Symptoms', 'KOOS Symptômes', 4),
  subscale('pain', 'KOOS Pain', 'KOOS Douleur', 5),
  subscale('adl', 'KOOS Function in daily living (ADL)', 'KOOS Fonction dans la vie quotidienne (AVQ)', 9),
  subscale('sport', 'KOOS Function in sport and recreation', 'KOOS Fonction dans les sports et loisirs', 3),
  subscale('qol', 'KOOS Knee-related quality of life', 'KOOS Qualité de vie liée au genou', 2),
] as const;
/** The pain subscale is the headline score; the form order is symptoms first. */
const headlineFirst = [subscales[1], subscales[0], subscales[2], subscales[3], subscales[4]];

export const KOOS_SUBSCALE_MINIMUM: Readonly<Record<Subscale, number>> = Object.fromEntries(subscales.map((s) => [s.key, s.minimum])) as Record<Subscale, number>;

/**
 * Answers: all 42 in form order (`answers`), or by subscale (`answers` empty, `modules` keyed symptoms, pain, adl,
 * sport, qol in each subscale's item order); a subscale not given by module is not scored.
 */
export function scoreKoos(input: InstrumentAnswers): ScaleScore[] {
  const bySubscale = new Map<Subscale, (number | null)[]>();
  const modules = input.modules;
  if (modules !== undefined && Object.keys(modules).length > 0) {
    if (input.answers.length > 0) {
      throw new InstrumentAnswerError('answers', 'shape', 'answers: give all 42 answers, or answers by subscale in modules, not both', null, 'answers');
    }
    const unknown = Object.keys(modules).find((key) => !subscales.some((s) => s.key === key));
    if (unknown !== undefined) throw new InstrumentAnswerError(unknown, 'shape', `${unknown}: KOOS subscales are symptoms, pain, adl, sport and qol`, null, `modules.${unknown}`);
    for (const { key } of subscales) {
      const given = modules[key];
      if (given === undefined) continue;
      bySubscale.set(key, checkItemAnswers(koosItems.filter((_, index) => tagged[index]!.subscale === key), given, `modules.${key}`));
    }
  } else {
    const all = checkItemAnswers(koosItems, input.answers);
    for (const { key } of subscales) bySubscale.set(key, all.filter((_, index) => tagged[index]!.subscale === key));
  }
  const scores: ScaleScore[] = [];
  for (const scale of headlineFirst) {
    const values = bySubscale.get(scale.key as Subscale);
    if (values === undefined) continue;
    const done = answeredValues(values);
    const missing = values.length - done.length;
    const { minimum, ...definition } = scale;
    if (done.length < minimum) {
      scores.push(
        withheld(
          definition,
          'tooManyMissing',
          {
            en: `Not scored: ${done.length} of ${values.length} items answered; the KOOS needs at least ${minimum} (half the subscale’s items).`,
            fr: `Non calculé\u00a0: ${done.length} des ${values.length} éléments ont une réponse\u00a0; le KOOS en exige au moins ${minimum} (la moitié des éléments de la sous-échelle).`,
          },
          { answered: done.length, missing },
        ),
      );
      continue;
    }
    // 100 - (mean of the answered items × 100 / 4): the answered mean stands in for any missing item.
    scores.push(scored(definition, round(100 - (sum(done) / done.length) * 25, 1), { answered: done.length, missing, adjusted: missing > 0 }));
  }
  return scores;
}

const citations: Citation[] = [
  { rule: 'Five subscales: Symptoms S1-S7 (7 items), Pain P1-P9 (9), ADL A1-A17 (17), Sport/Rec SP1-SP5 (5), QOL Q1-Q4 (4); boxes coded 0 (none/never/always for S4-S5) to 4 (extreme).', source: `${ROOS_1998}; ${KOOS_SCORING_2012}` },
  { rule: 'Each subscale scored separately: 100 - (mean of the subscale’s items × 100 / 4); 100 = no knee problems, 0 = extreme problems.', source: KOOS_SCORING_2012 },
  {
    rule: 'Missing items (2012 rule, replacing the 1998 rule of at most 2 missing per subscale): a subscale is scored when at least 50 % of its items are answered (Pain 5, Symptoms 4, ADL 9, Sport/Rec 3, QOL 2), as the mean of the answered items; otherwise it is not calculated. Subscales are independent.',
    source: KOOS_SCORING_2012,
  },
  { rule: 'MCID: 8-10 points suggested as the minimal perceptible clinical improvement (8 used).', source: ROOS_LOHMANDER_2003 },
];

export const koosDefinition: InstrumentDefinition = {
  type: 'koos',
  version: '2012.1',
  abbreviation: 'KOOS',
  name: { en: 'Knee injury and Osteoarthritis Outcome Score (KOOS)', fr: 'Score KOOS (Knee injury and Osteoarthritis Outcome Score)' },
  instructions: {
    en: 'This survey asks for your view about your knee. Answer every question by ticking the appropriate box, only one box for each question, thinking of your knee during the last week. If you are unsure about how to answer a question, please give the best answer you can.',
    fr: 'Ce questionnaire porte sur votre genou. Répondez à chaque question en cochant une seule case, en pensant à votre genou au cours de la dernière semaine. Si vous hésitez, donnez la meilleure réponse possible.',
  },
  items: koosItems,
  scales: headlineFirst.map(({ minimum: _minimum, ...definition }) => definition),
  licence: {
    kind: 'free-clinical',
    owner: 'Ewa M. Roos (www.koos.nu)',
    notice: {
      en: 'KOOS © Ewa M. Roos. The KOOS is distributed free of charge through www.koos.nu; check the current terms there before commercial electronic use.',
      fr: 'KOOS © Ewa M. Roos. Le KOOS est diffusé gratuitement sur www.koos.nu\u00a0; vérifiez-y les conditions en vigueur avant toute utilisation électronique commerciale.',
    },
    commercialRestriction: false,
    itemTextIncluded: true,
  },
  translation: 'English: KOOS LK1.0. French: a working translation of this application, not the validated French KOOS (Ornetti P et al. Osteoarthritis Cartilage 2008;16(4):423-428); replace with that version.',
  citations,
};

export const koos: InstrumentModule = { definition: koosDefinition, score: scoreKoos };
