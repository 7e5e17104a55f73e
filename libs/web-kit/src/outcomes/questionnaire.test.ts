import { describe, expect, it } from '@jest/globals';
import type { InstrumentItem } from '@openset/contracts';
import { acceptsAnswer, answeredCount, emptyAnswers, firstUnanswered, fittedAnswers, itemPrompt, rangeChoices, toInstrumentAnswers, withAnswer } from './questionnaire';

const coded = (number: number): InstrumentItem => ({
  id: `q${number}`,
  number,
  heading: { en: `Heading ${number}`, fr: `Titre ${number}` },
  text: null,
  options: [1, 2, 3, 4, 5].map((code) => ({ code, label: { en: `Option ${code}`, fr: `Choix ${code}` } })),
  range: null,
});
const measured = (min: number, max: number, whole: boolean): InstrumentItem => ({
  id: 'pain',
  number: 1,
  heading: null,
  text: { en: 'Your pain', fr: 'Votre douleur' },
  options: [],
  range: { min, max, whole, unit: null },
});
const definition = { items: [coded(1), coded(2), coded(3)] };

describe('questionnaire answers', () => {
  it('starts with one unanswered item per item, and resumes at the first unanswered one', () => {
    const empty = emptyAnswers(definition);
    expect(empty).toEqual([null, null, null]);
    const some = withAnswer(withAnswer(empty, 0, 2), 2, 5);
    expect(some).toEqual([2, null, 5]);
    expect(empty).toEqual([null, null, null]);
    expect(answeredCount(some)).toBe(2);
    expect(firstUnanswered(some)).toBe(1);
    expect(firstUnanswered([1, 2, 3])).toBe(-1);
    expect(toInstrumentAnswers(some)).toEqual({ answers: [2, null, 5] });
  });

  it('keeps a kept answer only where the item still takes it, and as many as the items', () => {
    expect(fittedAnswers(definition, [3, 9, 'x', 4])).toEqual([3, null, null]);
    expect(fittedAnswers(definition, 'not a list')).toEqual([null, null, null]);
    expect(fittedAnswers(definition, [1])).toEqual([1, null, null]);
  });

  it('takes codes of coded items and values of a range, whole where the scale is whole', () => {
    expect(acceptsAnswer(coded(1), 5)).toBe(true);
    expect(acceptsAnswer(coded(1), 0)).toBe(false);
    expect(acceptsAnswer(measured(0, 100, false), 37.5)).toBe(true);
    expect(acceptsAnswer(measured(0, 10, true), 7.5)).toBe(false);
    expect(acceptsAnswer(measured(0, 10, true), 11)).toBe(false);
    expect(acceptsAnswer(measured(0, 10, true), Number.NaN)).toBe(false);
  });

  it('asks with the wording where the definition has it, else the heading, in the reader\'s language', () => {
    expect(itemPrompt(coded(2), 'fr')).toBe('Titre 2');
    expect(itemPrompt(measured(0, 10, true), 'en')).toBe('Your pain');
  });

  it('offers a row of choices for a short whole scale, a slider for a long one', () => {
    expect(rangeChoices(measured(0, 10, true))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rangeChoices(measured(0, 100, true))).toBeNull();
    expect(rangeChoices(measured(0, 10, false))).toBeNull();
    expect(rangeChoices(coded(1))).toBeNull();
  });
});
