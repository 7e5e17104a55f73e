import { describe, expect, it } from '@jest/globals';
import { customOutcomeUpdateSchema, type CustomOutcomeUpdateInput } from '@openset/contracts';
import { checkCustomAnswers, checkCustomDefinition, scoreCustom } from './custom-rules.js';

const definition = (questions: CustomOutcomeUpdateInput['questions']) => customOutcomeUpdateSchema.parse({ title: 'Knee check', lang: 'en', questions });

const knee = definition([
  { type: 'textBlock', key: 'intro', text: 'About your knee this week.' },
  { type: 'numberSlide', key: 'pain', text: 'Pain', min: 0, max: 10, required: true },
  { type: 'multipleChoice', key: 'stairs', text: 'Stairs', options: [{ code: 0, label: 'Unable' }, { code: 2, label: 'With help' }, { code: 4, label: 'Easily' }] },
  { type: 'checkbox', key: 'swelling', text: 'Swelling when', options: [{ code: 1, label: 'Walking' }, { code: 2, label: 'Kneeling' }] },
  { type: 'shortComment', key: 'note', text: 'Anything else?' },
  { type: 'formula', key: 'total', text: 'Knee total', expression: 'stairs + swelling - pain', decimals: 0, higherIsBetter: true },
]);

describe('custom outcomes', () => {
  it('take a definition whose formulas name earlier numeric questions', () => {
    expect(() => checkCustomDefinition(knee)).not.toThrow();
  });

  it('refuse two questions with one key, a formula naming a later or text question, and nothing to answer', () => {
    const twice = definition([{ type: 'number', key: 'a', text: 'A' }, { type: 'number', key: 'a', text: 'A again' }]);
    expect(() => checkCustomDefinition(twice)).toThrow('two questions have this key');
    const later = definition([{ type: 'formula', key: 'f', text: 'F', expression: 'a * 2' }, { type: 'number', key: 'a', text: 'A' }]);
    expect(() => checkCustomDefinition(later)).toThrow('a is not an earlier question');
    const onText = definition([{ type: 'shortComment', key: 'c', text: 'C' }, { type: 'formula', key: 'f', text: 'F', expression: 'c + 1' }]);
    expect(() => checkCustomDefinition(onText)).toThrow('c is not an earlier question');
    expect(() => checkCustomDefinition(definition([{ type: 'textBlock', key: 't', text: 'Only text' }]))).toThrow('at least one question');
  });

  it('score formulas from the answers (a checkbox counts as the sum of the codes ticked)', () => {
    const answers = checkCustomAnswers(knee.questions, { pain: 3, stairs: 4, swelling: [1, 2], note: 'Better' });
    const [total] = scoreCustom(knee.questions, answers);
    expect(total).toMatchObject({ key: 'total', value: 4, band: null });
  });

  it('withhold a formula whose answers are missing', () => {
    const [total] = scoreCustom(knee.questions, checkCustomAnswers(knee.questions, { pain: 3 }));
    expect(total).toMatchObject({ value: null, reason: 'missingAnswers' });
  });

  it('refuse bad answers naming the question by its number', () => {
    expect(() => checkCustomAnswers(knee.questions, {})).toThrow('Question 1: an answer is required');
    expect(() => checkCustomAnswers(knee.questions, { pain: 11 })).toThrow('Question 1: 11 is off the scale 0-10');
    expect(() => checkCustomAnswers(knee.questions, { pain: 1, stairs: 3 })).toThrow('Question 2: expected one of the options');
    expect(() => checkCustomAnswers(knee.questions, { pain: 1, swelling: [3] })).toThrow('Question 3: expected a list of the options ticked');
    expect(() => checkCustomAnswers(knee.questions, { pain: 1, total: 9 })).toThrow('total: no such question to answer');
  });
});
