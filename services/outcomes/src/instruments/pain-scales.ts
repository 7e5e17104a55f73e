// Single-item pain intensity scales: the 100 mm visual analogue scale and the 11-point numeric rating
// scale. Neither has an owner or a licence; each yields one score, lower is better, and has no
// missing-item rule: an unanswered scale is not scored.
import type { Bilingual, InstrumentAnswers, InstrumentItem, ScaleDefinition, ScaleScore } from '@openset/contracts';
import { checkItemAnswers, scored, withheld } from './frame.js';

export const HAWKER_2011 =
  'Hawker GA, Mian S, Kendzerska T, French M. Measures of adult pain: Visual Analog Scale for Pain (VAS Pain), Numeric Rating Scale for Pain (NRS Pain), McGill Pain Questionnaire (MPQ), Short-Form McGill Pain Questionnaire (SF-MPQ), Chronic Pain Grade Scale (CPGS), Short Form-36 Bodily Pain Scale (SF-36 BPS), and Measure of Intermittent and Constant Osteoarthritis Pain (ICOAP). Arthritis Care Res (Hoboken). 2011;63(Suppl 11):S240-S252.';
export const TODD_1996 =
  'Todd KH, Funk KG, Funk JP, Bonacci R. Clinical significance of reported changes in pain severity. Ann Emerg Med. 1996;27(4):485-489.';
export const FARRAR_2001 =
  'Farrar JT, Young JP Jr, LaMoreaux L, Werth JL, Poole RM. Clinical importance of changes in chronic pain intensity measured on an 11-point numerical pain rating scale. Pain. 2001;94(2):149-158.';

export const PAIN_SCALE_LICENCE = {
  kind: 'public-domain',
  owner: 'None (a generic measurement method)',
  notice: { en: 'Free to use: the scale has no owner.', fr: 'Libre d’utilisation\u00a0: l’échelle n’a pas de propriétaire.' },
  commercialRestriction: false,
  itemTextIncluded: true,
};

export const NOT_ANSWERED: Bilingual = {
  en: 'Not scored: the scale was not answered.',
  fr: 'Non calculé\u00a0: l’échelle est sans réponse.',
};

export function scoreSingleItem(items: readonly InstrumentItem[], scale: ScaleDefinition, input: InstrumentAnswers): ScaleScore[] {
  const [answer] = checkItemAnswers(items, input.answers);
  if (answer === null || answer === undefined) {
    return [withheld(scale, 'notAnswered', NOT_ANSWERED, { answered: 0, missing: 1 })];
  }
  return [scored(scale, answer, { answered: 1, missing: 0 })];
}
