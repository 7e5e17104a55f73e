import { describe, expect, it } from '@jest/globals';
import type { OutcomeDefinition, OutcomeQuestion } from '@openset/contracts';
import { acceptsAnswer, askedQuestions, firstUnanswered, fittedAnswers, missingRequired, progressOf, sliderChoices, toInstrumentAnswers, toSubmission, withAnswer } from './questionnaire';

const options = [1, 2, 3, 4, 5].map((code) => ({ code, label: `Option ${code}` }));
const choice = (id: string, number: number, required = false): OutcomeQuestion => ({ type: 'multipleChoice', id, number, heading: `Heading ${number}`, text: null, required, options });
const slide = (min: number, max: number, step: number): Extract<OutcomeQuestion, { type: 'numberSlide' }> => ({
  type: 'numberSlide',
  id: 'pain',
  number: 1,
  heading: null,
  text: 'Your pain',
  required: false,
  min,
  max,
  step,
  minLabel: 'None',
  maxLabel: 'Worst',
  unit: null,
});

// QuickDASH's shape: core items and two optional modules.
const quickDash: Pick<OutcomeDefinition, 'kind' | 'questions' | 'modules'> = {
  kind: 'standard',
  questions: [choice('q1', 1), choice('q2', 2), choice('q3', 3)],
  modules: [
    { key: 'work', title: 'Work', optional: true, questions: [choice('work1', 1), choice('work2', 2)] },
    { key: 'sports', title: 'Sports', optional: true, questions: [choice('sports1', 1), choice('sports2', 2)] },
  ],
};

describe('questionnaire answers', () => {
  it('asks the main part, then each module, and resumes at the first unanswered question', () => {
    const asked = askedQuestions(quickDash);
    expect(asked.map((one) => one.key)).toEqual(['q1', 'q2', 'q3', 'work/work1', 'work/work2', 'sports/sports1', 'sports/sports2']);
    const answers = withAnswer(withAnswer({}, 'q1', 2), 'q3', 5);
    expect(firstUnanswered(asked, answers)).toBe(1);
    expect(progressOf(quickDash, answers)).toEqual({ answered: 2, total: 7 });
    expect(withAnswer(answers, 'q1', null)).toEqual({ q3: 5 });
  });

  it('sends codes in item order with a missing item null, and only the optional modules begun', () => {
    const answers = { q1: 2, q3: 5, 'work/work2': 4 };
    expect(toInstrumentAnswers(quickDash, answers)).toEqual({ answers: [2, null, 5], modules: { work: [null, 4] } });
    expect(toSubmission(quickDash, { q1: 1, q2: 1, q3: 1 })).toEqual({ answers: [1, 1, 1] });
  });

  it('sends a custom outcome\'s answers by question key, leaving out text blocks and formulas', () => {
    const custom: Pick<OutcomeDefinition, 'kind' | 'questions' | 'modules'> = {
      kind: 'custom',
      modules: [],
      questions: [
        { type: 'textBlock', id: 'intro', number: null, heading: null, text: 'Read this', required: false },
        { type: 'shortComment', id: 'where', number: 1, heading: null, text: 'Where?', required: true, maxLength: 200 },
        { type: 'checkbox', id: 'aids', number: 2, heading: null, text: 'Aids', required: false, options },
        { type: 'formula', id: 'total', number: null, heading: null, text: 'Total', required: false, expression: 'aids', decimals: 0, unit: null },
      ],
    };
    expect(missingRequired(custom, {}).map((one) => one.key)).toEqual(['where']);
    expect(toSubmission(custom, { where: 'Knee', aids: [1, 3] })).toEqual({ answers: { where: 'Knee', aids: [1, 3] } });
    expect(toSubmission(custom, { aids: [] })).toEqual({ answers: { where: null, aids: null } });
  });

  it('keeps a kept answer only where the question still takes it', () => {
    expect(fittedAnswers(quickDash, { q1: 3, q2: 9, q3: 'x', gone: 1, 'work/work1': 5 })).toEqual({ q1: 3, 'work/work1': 5 });
    expect(fittedAnswers(quickDash, 'not answers')).toEqual({});
  });

  it('takes codes, values on the slider\'s steps, numbers in range and text within its length', () => {
    expect(acceptsAnswer(choice('q1', 1), 5)).toBe(true);
    expect(acceptsAnswer(choice('q1', 1), 0)).toBe(false);
    expect(acceptsAnswer(slide(0, 100, 0.5), 37.5)).toBe(true);
    expect(acceptsAnswer(slide(0, 10, 1), 7.5)).toBe(false);
    expect(acceptsAnswer(slide(0, 10, 1), 11)).toBe(false);
    const number: OutcomeQuestion = { type: 'number', id: 'n', number: 1, heading: null, text: 'n', required: false, min: 0, max: null, whole: true, unit: null };
    expect(acceptsAnswer(number, 1000)).toBe(true);
    expect(acceptsAnswer(number, 1.5)).toBe(false);
  });

  it('offers a row of choices for a short scale, a slider for a long one', () => {
    expect(sliderChoices(slide(0, 10, 1))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sliderChoices(slide(0, 100, 1))).toBeNull();
    expect(sliderChoices(slide(0, 10, 0.5))).toBeNull();
  });
});
