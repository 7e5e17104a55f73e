// DASS-21: Depression Anxiety Stress Scales, short form. 21 items rated 0-3 over the past week; three scales of 7
// items, each sum doubled to be read against the DASS-42 severity labels (Lovibond SH, Lovibond PF. Manual for the
// Depression Anxiety Stress Scales. 2nd ed. Sydney: Psychology Foundation; 1995). Higher is worse.
import type { Citation, InstrumentAnswers, InstrumentDefinition, InstrumentItem, ScaleDefinition, ScaleScore, ScoreBand } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { answeredValues, checkItemAnswers, codedOptions, itemsOf, scored, sum, withheld } from './frame.js';

export const LOVIBOND_1995 =
  'Lovibond SH, Lovibond PF. Manual for the Depression Anxiety Stress Scales. 2nd ed. Sydney: Psychology Foundation of Australia; 1995. Scoring key and severity labels reproduced at www2.psy.unsw.edu.au/dass.';
export const DASS_FAQ = 'DASS FAQ, Psychology Foundation of Australia / UNSW (www2.psy.unsw.edu.au/groups/dass/DASSFAQ.htm).';

const applied = codedOptions(0, [
  ['Did not apply to me at all', 'Ne s’appliquait pas du tout à moi'],
  ['Applied to me to some degree, or some of the time', 'S’appliquait à moi un peu, ou une partie du temps'],
  ['Applied to me to a considerable degree, or a good part of time', 'S’appliquait à moi beaucoup, ou une bonne partie du temps'],
  ['Applied to me very much, or most of the time', 'S’appliquait entièrement à moi, ou la plupart du temps'],
]);

type Scale = 'depression' | 'anxiety' | 'stress';

/** The 21 items in form order, each with its scale (DASS-21 scoring key: S 1 6 8 11 12 14 18; A 2 4 7 9 15 19 20; D 3 5 10 13 16 17 21). */
const itemTable: readonly [Scale, string, string][] = [
  ['stress', 'I found it hard to wind down', 'J’ai eu du mal à me détendre après une tension'],
  ['anxiety', 'I was aware of dryness of my mouth', 'J’ai eu conscience d’avoir la bouche sèche'],
  ['depression', 'I couldn’t seem to experience any positive feeling at all', 'Je ne semblais plus ressentir aucun sentiment positif'],
  ['anxiety', 'I experienced breathing difficulty (eg, excessively rapid breathing, breathlessness in the absence of physical exertion)', 'J’ai eu du mal à respirer (p. ex. respiration trop rapide, essoufflement sans effort physique)'],
  ['depression', 'I found it difficult to work up the initiative to do things', 'J’ai eu du mal à trouver l’élan pour faire les choses'],
  ['stress', 'I tended to over-react to situations', 'J’ai eu tendance à réagir de façon excessive aux situations'],
  ['anxiety', 'I experienced trembling (eg, in the hands)', 'J’ai eu des tremblements (p. ex. des mains)'],
  ['stress', 'I felt that I was using a lot of nervous energy', 'J’ai eu l’impression de dépenser beaucoup d’énergie nerveuse'],
  ['anxiety', 'I was worried about situations in which I might panic and make a fool of myself', 'Je me suis inquiété(e) de situations où je pourrais paniquer et me rendre ridicule'],
  ['depression', 'I felt that I had nothing to look forward to', 'J’ai eu le sentiment de ne rien avoir à espérer'],
  ['stress', 'I found myself getting agitated', 'Je me suis senti(e) agité(e)'],
  ['stress', 'I found it difficult to relax', 'J’ai eu du mal à me relaxer'],
  ['depression', 'I felt down-hearted and blue', 'Je me suis senti(e) découragé(e) et cafardeux(se)'],
  ['stress', 'I was intolerant of anything that kept me from getting on with what I was doing', 'Je n’ai pas supporté ce qui m’empêchait de poursuivre ce que je faisais'],
  ['anxiety', 'I felt I was close to panic', 'Je me suis senti(e) au bord de la panique'],
  ['depression', 'I was unable to become enthusiastic about anything', 'Je n’ai pu m’enthousiasmer pour rien'],
  ['depression', 'I felt I wasn’t worth much as a person', 'J’ai eu le sentiment de ne pas valoir grand-chose en tant que personne'],
  ['stress', 'I felt that I was rather touchy', 'Je me suis senti(e) plutôt susceptible'],
  ['anxiety', 'I was aware of the action of my heart in the absence of physical exertion (eg, sense of heart rate increase, heart missing a beat)', 'J’ai eu conscience de mes battements de cœur sans effort physique (p. ex. sensation d’accélération, de battement manqué)'],
  ['anxiety', 'I felt scared without any good reason', 'J’ai eu peur sans bonne raison'],
  ['depression', 'I felt that life was meaningless', 'J’ai eu le sentiment que la vie n’avait pas de sens'],
];

export const dass21Items: InstrumentItem[] = itemsOf('q', itemTable.map(([, en, fr]) => [en, fr] as const), applied);
export const dass21ItemScale: readonly Scale[] = itemTable.map(([key]) => key);


const band = (key: string, en: string, fr: string, min: number, max: number): ScoreBand => ({ key, label: { en, fr }, min, max });
/** Severity labels on the doubled (DASS-42) score, both ends included (Lovibond & Lovibond 1995). */
function bands(mild: number, moderate: number, severe: number, extreme: number): ScoreBand[] {
  return [
    band('normal', 'Normal', 'Normal', 0, mild - 1),
    band('mild', 'Mild', 'Léger', mild, moderate - 1),
    band('moderate', 'Moderate', 'Modéré', moderate, severe - 1),
    band('severe', 'Severe', 'Sévère', severe, extreme - 1),
    band('extremelySevere', 'Extremely severe', 'Extrêmement sévère', extreme, 42),
  ];
}

const scaleOf = (key: Scale, en: string, fr: string, scaleBands: ScoreBand[]): ScaleDefinition => ({
  key,
  label: { en, fr },
  min: 0,
  max: 42,
  unit: 'points',
  higherIsBetter: false,
  mcid: null,
  bands: scaleBands,
});
export const dass21Scales: Record<Scale, ScaleDefinition> = {
  depression: scaleOf('depression', 'Depression', 'Dépression', bands(10, 14, 21, 28)),
  anxiety: scaleOf('anxiety', 'Anxiety', 'Anxiété', bands(8, 10, 15, 20)),
  stress: scaleOf('stress', 'Stress', 'Stress', bands(15, 19, 26, 34)),
};

/** Each scale: the sum of its 7 items × 2 (0-42) with its band; withheld when any of its items is missing. */
export function scoreDass21(input: InstrumentAnswers): ScaleScore[] {
  const values = checkItemAnswers(dass21Items, input.answers);
  return (['depression', 'anxiety', 'stress'] as const).map((key) => {
    const scale = dass21Scales[key];
    const own = values.filter((_, index) => dass21ItemScale[index] === key);
    const done = answeredValues(own);
    const missing = own.length - done.length;
    if (missing > 0) {
      return withheld(
        scale,
        'tooManyMissing',
        {
          en: `Not scored: ${missing} of the scale’s 7 items are unanswered; a DASS-21 scale is scored only when all its items are answered.`,
          fr: `Non calculé\u00a0: ${missing} des 7 éléments de l’échelle sont sans réponse\u00a0; une échelle du DASS-21 n’est calculée que si tous ses éléments ont une réponse.`,
        },
        { answered: done.length, missing },
      );
    }
    return scored(scale, sum(done) * 2, { answered: 7, missing: 0 });
  });
}

const citations: Citation[] = [
  {
    rule: 'Items rated 0-3. Depression: items 3, 5, 10, 13, 16, 17, 21; Anxiety: 2, 4, 7, 9, 15, 19, 20; Stress: 1, 6, 8, 11, 12, 14, 18. Each scale sum is multiplied by 2 (DASS-21 to DASS-42 metric, 0-42).',
    source: LOVIBOND_1995,
  },
  {
    rule: 'Severity labels (doubled score): Depression normal 0-9, mild 10-13, moderate 14-20, severe 21-27, extremely severe 28+; Anxiety 0-7, 8-9, 10-14, 15-19, 20+; Stress 0-14, 15-18, 19-25, 26-33, 34+.',
    source: LOVIBOND_1995,
  },
  {
    rule: 'Missing items: a scale is scored only when all 7 of its items are answered (no prorating). Conservative rule: the DASS FAQ (question 27, “What do I do with missing scores?”) addresses missing items, but its text was not available when this definition was written; until it is checked, no missing item is allowed.',
    source: DASS_FAQ,
  },
  {
    rule: 'MCID: none carried; no anchor-based minimal clinically important difference of the DASS-21 could be cited exactly (reliable-change criteria exist, e.g. Ronk FR et al., Psychol Assess 2013;25(4):1103-1110, and are not carried).',
    source: 'Ronk FR, Korman JR, Hooke GR, Page AC. Assessing clinical significance of treatment outcomes using the DASS-21. Psychol Assess. 2013;25(4):1103-1110.',
  },
];

export const dass21Definition: InstrumentDefinition = {
  type: 'dass21',
  version: '1995.1',
  abbreviation: 'DASS-21',
  name: { en: 'Depression Anxiety Stress Scales (DASS-21)', fr: 'Échelles de dépression, d’anxiété et de stress (DASS-21)' },
  instructions: {
    en: 'Please read each statement and select a number 0, 1, 2 or 3 which indicates how much the statement applied to you over the past week. There are no right or wrong answers. Do not spend too much time on any statement.',
    fr: 'Lisez chaque énoncé et choisissez 0, 1, 2 ou 3 selon la mesure dans laquelle il s’est appliqué à vous au cours de la dernière semaine. Il n’y a pas de bonnes ni de mauvaises réponses. Ne vous attardez pas trop sur un énoncé.',
  },
  items: dass21Items,
  scales: [dass21Scales.depression, dass21Scales.anxiety, dass21Scales.stress],
  licence: {
    kind: 'public-domain',
    owner: 'Psychology Foundation of Australia (S. H. Lovibond, P. F. Lovibond)',
    notice: {
      en: 'The DASS questionnaire is in the public domain; the DASS manual is a copyright publication. It may be made available electronically provided the scales are not modified, not sold for profit, intended for researchers or health professionals, and referenced to www2.psy.unsw.edu.au/dass.',
      fr: 'Le questionnaire DASS est dans le domaine public\u00a0; le manuel du DASS est protégé par le droit d’auteur. Il peut être diffusé électroniquement à condition que les échelles ne soient ni modifiées ni vendues dans un but lucratif, qu’elles s’adressent aux chercheurs ou aux professionnels de santé, avec un renvoi à www2.psy.unsw.edu.au/dass.',
    },
    commercialRestriction: true,
    itemTextIncluded: true,
  },
  translation: 'English: the published DASS-21. French: a working translation of this application, not one of the French versions listed on the DASS website; replace with a published version.',
  citations,
};

export const dass21: InstrumentModule = { definition: dass21Definition, score: scoreDass21 };
