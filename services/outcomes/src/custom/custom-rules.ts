// The rules of custom outcomes, pure: a definition the builder sends is checked (unique keys, a
// formula naming only earlier questions, sensible bounds); answers are checked against it; its
// formulas are worked out into the result's scores.
import {
  LONG_COMMENT_MAX,
  SHORT_COMMENT_MAX,
  type AnswerErrorDetail,
  type CustomAnswers,
  type CustomOutcomeUpdate,
  type CustomQuestion,
  type ScaleScore,
} from '@openset/contracts';
import { DomainError } from '@openset/server-kit';
import { evaluateFormula, FormulaError, parseFormula } from './formula.js';

const validation = (message: string, path: string, item: number | null, itemId: string | null): DomainError => {
  const detail: AnswerErrorDetail = { path, message, item, itemId };
  return new DomainError('ERRVALIDATION', message, [detail]);
};

/** Question types whose answer is a number a formula may use (a checkbox: the sum of the codes ticked). */
const NUMERIC = new Set<CustomQuestion['type']>(['number', 'numberSlide', 'multipleChoice', 'checkbox']);
const answered = (question: CustomQuestion) => question.type !== 'textBlock' && question.type !== 'formula';

/** Checks what the builder sent; ERRVALIDATION naming the question (`questions.3.expression`). */
export function checkCustomDefinition(definition: CustomOutcomeUpdate): void {
  const seen = new Set<string>();
  const numeric = new Set<string>();
  definition.questions.forEach((question, index) => {
    const path = `questions.${index}`;
    if (seen.has(question.key)) throw validation(`${question.key}: two questions have this key`, `${path}.key`, null, question.key);
    seen.add(question.key);
    if (question.type === 'numberSlide' && !(question.min < question.max)) throw validation(`${question.key}: min must be below max`, `${path}.max`, null, question.key);
    if (question.type === 'number' && question.min !== null && question.max !== null && question.min > question.max) {
      throw validation(`${question.key}: min must not be above max`, `${path}.max`, null, question.key);
    }
    if ((question.type === 'checkbox' || question.type === 'multipleChoice') && new Set(question.options.map((option) => option.code)).size !== question.options.length) {
      throw validation(`${question.key}: two options have the same code`, `${path}.options`, null, question.key);
    }
    if (question.type === 'formula') {
      try {
        parseFormula(question.expression, numeric);
      } catch (error) {
        if (error instanceof FormulaError) throw validation(`${question.key}: ${error.message}`, `${path}.expression`, null, question.key);
        throw error;
      }
      numeric.add(question.key);
    }
    if (NUMERIC.has(question.type)) numeric.add(question.key);
  });
  if (!definition.questions.some(answered)) throw validation('a custom outcome needs at least one question to answer', 'questions', null, null);
}

/** The questions answered, numbered in order from 1 (textBlock and formula carry no number). */
export function numbered(questions: readonly CustomQuestion[]): Map<string, number> {
  let next = 1;
  return new Map(questions.filter(answered).map((question) => [question.key, next++]));
}

type Answer = CustomAnswers[string];

/** Checks answers to a custom outcome; returns them keyed, every unanswered question null. ERRVALIDATION names the question. */
export function checkCustomAnswers(questions: readonly CustomQuestion[], answers: CustomAnswers): Record<string, Answer> {
  const numbers = numbered(questions);
  const known = new Set(questions.filter(answered).map((question) => question.key));
  const stray = Object.keys(answers).find((key) => !known.has(key));
  if (stray !== undefined) throw validation(`${stray}: no such question to answer`, `answers.${stray}`, null, stray);
  const checked: Record<string, Answer> = {};
  for (const question of questions) {
    if (!answered(question)) continue;
    const value = Object.hasOwn(answers, question.key) ? answers[question.key]! : null;
    const number = numbers.get(question.key) ?? null;
    const fail = (message: string) => validation(`Question ${number}: ${message}`, `answers.${question.key}`, number, question.key);
    if (value === null) {
      if (question.required) throw fail('an answer is required');
      checked[question.key] = null;
      continue;
    }
    switch (question.type) {
      case 'shortComment':
      case 'longComment': {
        const max = question.type === 'shortComment' ? SHORT_COMMENT_MAX : LONG_COMMENT_MAX;
        if (typeof value !== 'string') throw fail('expected text');
        if (value.length > max) throw fail(`at most ${max} characters`);
        if (question.required && value.trim() === '') throw fail('an answer is required');
        break;
      }
      case 'multipleChoice':
        if (typeof value !== 'number' || !question.options.some((option) => option.code === value)) throw fail('expected one of the options');
        break;
      case 'checkbox':
        if (!Array.isArray(value) || value.some((code) => !question.options.some((option) => option.code === code)) || new Set(value).size !== value.length) {
          throw fail('expected a list of the options ticked');
        }
        break;
      case 'number':
        if (typeof value !== 'number') throw fail('expected a number');
        if (question.whole && !Number.isInteger(value)) throw fail('expected a whole number');
        if ((question.min !== null && value < question.min) || (question.max !== null && value > question.max)) throw fail(`${value} is out of range`);
        break;
      case 'numberSlide':
        if (typeof value !== 'number') throw fail('expected a number');
        if (value < question.min || value > question.max) throw fail(`${value} is off the scale ${question.min}-${question.max}`);
        break;
    }
    checked[question.key] = value;
  }
  return checked;
}

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Each formula worked out in order (a formula may use an earlier one): the result's scores. */
export function scoreCustom(questions: readonly CustomQuestion[], answers: Record<string, Answer>): ScaleScore[] {
  const values = new Map<string, number | null>();
  const known = new Set<string>();
  const scores: ScaleScore[] = [];
  for (const question of questions) {
    if (question.type === 'formula') {
      const value = evaluateFormula(parseFormula(question.expression, known), values);
      const result = value === null ? null : rounded(value, question.decimals);
      values.set(question.key, result);
      known.add(question.key);
      scores.push({
        key: question.key,
        label: { en: question.text, fr: question.text },
        value: result,
        ...(result === null ? { reason: 'missingAnswers', withheld: { en: 'An answer the formula uses is missing.', fr: 'Il manque une réponse qu’utilise la formule.' } } : {}),
        band: null,
      });
      continue;
    }
    if (!NUMERIC.has(question.type)) continue;
    const answer = answers[question.key] ?? null;
    values.set(question.key, Array.isArray(answer) ? answer.reduce((total, code) => total + code, 0) : typeof answer === 'number' ? answer : null);
    known.add(question.key);
  }
  return scores;
}
