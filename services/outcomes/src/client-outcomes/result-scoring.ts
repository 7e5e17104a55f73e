import type { CustomAnswers, OutcomeAnswersInput, ScaleScore } from '@openset/contracts';
import { DomainError } from '@openset/server-kit';
import { checkCustomAnswers, scoreCustom } from '../custom/custom-rules.js';
import type { ResolvedDefinition } from '../definitions/definitions.service.js';
import { scoreAnswers } from '../definitions/scoring.js';

export interface ScoredAnswers {
  answers: (number | null)[] | Record<string, unknown>;
  modules: Record<string, (number | null)[]>;
  scores: ScaleScore[];
}

const shape = (message: string, path: string) => new DomainError('ERRVALIDATION', message, [{ path, message, item: null, itemId: null }]);

/**
 * Scores answers on the server with the definition they are answered on: a standard instrument by
 * its published rules (as the score route does), a custom outcome by its questions and formulas.
 * Bad answers are ERRVALIDATION naming the item.
 */
export function scoreSubmission(definition: ResolvedDefinition, input: OutcomeAnswersInput): ScoredAnswers {
  if (definition.kind === 'standard') {
    if (!Array.isArray(input.answers)) throw shape('answers: expected the codes in the questionnaire’s item order', 'answers');
    const modules = input.modules ?? {};
    const { scores } = scoreAnswers(definition.type, { answers: input.answers, modules });
    return { answers: input.answers, modules, scores };
  }
  if (Array.isArray(input.answers)) throw shape('answers: expected answers keyed by question', 'answers');
  if (input.modules && Object.keys(input.modules).length > 0) throw shape('modules: a custom outcome has none', 'modules');
  const answers = checkCustomAnswers(definition.content.questions, input.answers as CustomAnswers);
  return { answers, modules: {}, scores: scoreCustom(definition.content.questions, answers) };
}
