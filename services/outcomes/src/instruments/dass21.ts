// DASS-21: Depression Anxiety Stress Scales, short form. 21 items, 0-3, over the past week; three scales of 7 items,
// each sum doubled to be read against the DASS-42 severity labels (Lovibond SH, Lovibond PF. Manual for the
// Depression Anxiety Stress Scales. 2nd ed. Sydney: Psychology Foundation; 1995). Higher is worse.
import {
  type Bilingual,
  type Citation,
  type InstrumentItem,
  type ScaleScore,
  answered,
  checkAnswers,
  scale,
} from './item-scoring.js';

const label = (en: string, fr: string): Bilingual => ({ en, fr });

const applied = scale(0, [
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

export const dass21Items: readonly InstrumentItem[] = itemTable.map(([, en, fr], index) => ({ id: `q${index + 1}`, text: { en, fr }, options: applied }));
export const dass21ItemScale: readonly Scale[] = itemTable.map(([key]) => key);

const bandLabels = [
  ['normal', 'Normal', 'Normal'],
  ['mild', 'Mild', 'Léger'],
  ['moderate', 'Moderate', 'Modéré'],
  ['severe', 'Severe', 'Sévère'],
  ['extremelySevere', 'Extremely severe', 'Extrêmement sévère'],
] as const;

/** Lower bound of each band above normal, on the doubled (DASS-42) score (Lovibond & Lovibond 1995). */
export const dass21Bands: Record<Scale, readonly [number, number, number, number]> = {
  depression: [10, 14, 21, 28],
  anxiety: [8, 10, 15, 20],
  stress: [15, 19, 26, 34],
};

const scaleLabels: Record<Scale, Bilingual> = {
  depression: label('Depression', 'Dépression'),
  anxiety: label('Anxiety', 'Anxiété'),
  stress: label('Stress', 'Stress'),
};

export function dass21Band(key: Scale, doubled: number): { key: string; label: Bilingual } {
  const index = dass21Bands[key].filter((lower) => doubled >= lower).length;
  const [bandKey, en, fr] = bandLabels[index]!;
  return { key: bandKey, label: { en, fr } };
}

/**
 * Scores the three scales: the sum of the scale's 7 items, doubled (0-42), with its severity band. A scale with any
 * missing item is withheld (see the missing-item citation: no prorating is applied here).
 */
export function scoreDass21(input: unknown): ScaleScore[] {
  const values = checkAnswers(dass21Items, input, 'answers');
  return (['depression', 'anxiety', 'stress'] as const).map((key) => {
    const own = values.filter((_, index) => dass21ItemScale[index] === key);
    const done = answered(own);
    if (done.length < own.length) {
      return {
        key,
        label: scaleLabels[key],
        value: null,
        withheld: label(
          `Not calculated: ${own.length - done.length} of the scale’s 7 items are missing; a DASS-21 scale is scored only when all its items are answered.`,
          `Non calculé : ${own.length - done.length} des 7 questions de l’échelle sont sans réponse ; une échelle du DASS-21 n’est calculée que si toutes ses questions ont une réponse.`,
        ),
      };
    }
    const doubled = done.reduce((sum, value) => sum + value, 0) * 2;
    return { key, label: scaleLabels[key], value: doubled, band: dass21Band(key, doubled) };
  });
}

export const dass21Citations: readonly Citation[] = [
  {
    rule: 'Items rated 0-3; scales: Depression items 3, 5, 10, 13, 16, 17, 21; Anxiety 2, 4, 7, 9, 15, 19, 20; Stress 1, 6, 8, 11, 12, 14, 18; each scale sum multiplied by 2.',
    source: 'Lovibond SH, Lovibond PF. Manual for the Depression Anxiety Stress Scales. 2nd ed. Sydney: Psychology Foundation; 1995; DASS-21 scoring key (www2.psy.unsw.edu.au/dass).',
  },
  {
    rule: 'Severity labels on the doubled score: Depression normal 0-9, mild 10-13, moderate 14-20, severe 21-27, extremely severe 28+; Anxiety 0-7, 8-9, 10-14, 15-19, 20+; Stress 0-14, 15-18, 19-25, 26-33, 34+.',
    source: 'Lovibond SH, Lovibond PF 1995, manual (severity labels table); reproduced on the DASS website (www2.psy.unsw.edu.au/dass).',
  },
  {
    rule: 'Missing items: a scale is scored only when all 7 of its items are answered (no prorating).',
    source:
      'Conservative rule adopted here: the DASS FAQ (www2.psy.unsw.edu.au/groups/dass/DASSFAQ.htm, question 27 “What do I do with missing scores?”) addresses missing items, but its text could not be checked when this definition was written; until it is, no missing item is allowed.',
  },
  {
    rule: 'MCID: none carried; no anchor-based minimal clinically important difference for the DASS-21 could be cited exactly.',
    source: 'Ronk FR, Korman JR, Hooke GR, Page AC. Assessing clinical significance of treatment outcomes using the DASS-21. Psychol Assess 2013;25(4):1103-10 (reliable-change criteria, not carried here).',
  },
];

export const dass21Licence = {
  owner: 'Psychology Foundation of Australia (S. H. Lovibond and P. F. Lovibond)',
  notice: label(
    'The DASS questionnaire is in the public domain; the DASS manual is a copyright publication. Distributed electronically on the conditions that the scales are not modified, not sold for profit, and intended for researchers or health professionals, with a reference to www2.psy.unsw.edu.au/dass.',
    'Le questionnaire DASS est dans le domaine public ; le manuel du DASS est protégé par le droit d’auteur. Diffusion électronique aux conditions suivantes : les échelles ne sont pas modifiées ni vendues dans un but lucratif, sont destinées aux chercheurs ou aux professionnels de santé, avec un renvoi à www2.psy.unsw.edu.au/dass.',
  ),
  restrictsCommercialSoftware: true,
  frenchTexts: 'working translation, not one of the published French DASS-21 versions listed on the DASS website; replace with a published version',
} as const;

export const dass21Definition = {
  type: 'DASS21',
  version: '1',
  name: label('DASS-21 (Depression Anxiety Stress Scales, 21 items)', 'DASS-21 (échelles de dépression, d’anxiété et de stress, 21 questions)'),
  instructions: label(
    'Please read each statement and select a number 0, 1, 2 or 3 which indicates how much the statement applied to you over the past week.',
    'Lisez chaque énoncé et choisissez 0, 1, 2 ou 3 selon la mesure dans laquelle il s’est appliqué à vous au cours de la dernière semaine.',
  ),
  sections: [{ key: 'answers', items: dass21Items, optional: false }],
  range: { min: 0, max: 42 },
  higherIsBetter: false,
  mcid: { value: null, source: dass21Citations[3]!.source },
  bands: dass21Bands,
  licence: dass21Licence,
  citations: dass21Citations,
  score: scoreDass21,
} as const;
