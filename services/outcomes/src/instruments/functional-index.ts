// The 20-item, 0-4 functional indexes of Binkley, Stratford et al. (LEFS, UEFI): the total is the sum
// of the item codes (0-80, higher is better); up to four missing items are each given the mean of
// the answered items, beyond that the total is withheld.
import type { InstrumentAnswers, ScaleDefinition, ScaleScore } from '@openset/contracts';
import type { InstrumentItem } from '@openset/contracts';
import { answeredValues, checkItemAnswers, codedOptions, round, scored, sum, withheld } from './frame.js';

/** The five difficulty ratings printed on both forms (Binkley 1999; Stratford 2001). */
export const difficultyOptions = codedOptions(0, [
  ['Extreme difficulty or unable to perform activity', 'Difficulté extrême ou incapable de faire l’activité'],
  ['Quite a bit of difficulty', 'Beaucoup de difficulté'],
  ['Moderate difficulty', 'Difficulté modérée'],
  ['A little bit of difficulty', 'Un peu de difficulté'],
  ['No difficulty', 'Aucune difficulté'],
]);

/** Most items that may be missing before the total is withheld. */
export const MAX_MISSING_ITEMS = 4;

export function scoreFunctionalIndex(items: readonly InstrumentItem[], scale: ScaleDefinition, input: InstrumentAnswers): ScaleScore[] {
  const answers = checkItemAnswers(items, input.answers);
  const values = answeredValues(answers);
  const missing = answers.length - values.length;
  if (missing > MAX_MISSING_ITEMS) {
    return [
      withheld(
        scale,
        'tooManyMissing',
        {
          en: `Not scored: ${missing} of ${answers.length} items are unanswered; at most ${MAX_MISSING_ITEMS} may be missing.`,
          fr: `Non calculé\u00a0: ${missing} des ${answers.length} éléments sont sans réponse\u00a0; au plus ${MAX_MISSING_ITEMS} peuvent manquer.`,
        },
        { answered: values.length, missing },
      ),
    ];
  }
  // Each missing item takes the mean of the answered items: total = mean × item count.
  const total = missing === 0 ? sum(values) : (sum(values) / values.length) * answers.length;
  return [scored(scale, round(total, 1), { answered: values.length, missing, adjusted: missing > 0 })];
}
