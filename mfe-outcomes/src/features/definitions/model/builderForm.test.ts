import { describe, expect, it } from '@jest/globals';
import { customOutcomeCreateSchema, type OutcomeDefinition } from '@openset/contracts';
import { emptyForm, emptyQuestion, fieldErrors, fromDefinition, toInput, type BuilderForm } from './builderForm';

const form = (): BuilderForm => {
  const choice = { ...emptyQuestion('multipleChoice', []), key: 'pain', text: 'Pain?', options: [{ code: '1', label: 'Mild' }, { code: '3', label: 'Severe' }] };
  const number = { ...emptyQuestion('number', ['pain']), key: 'stairs', text: 'Stairs', min: '0', max: '' };
  const formula = { ...emptyQuestion('formula', ['pain', 'stairs']), key: 'total', text: 'Total', expression: 'pain + stairs', decimals: '0' };
  return { ...emptyForm('en'), title: 'Knee check', questions: [choice, number, formula] };
};

describe('the builder form', () => {
  it('sends what the contract takes: numbers as numbers, an empty bound as none, the title as abbreviation when none is typed', () => {
    const input = toInput(form());
    expect(customOutcomeCreateSchema.safeParse(input).success).toBe(true);
    expect(input.abbreviation).toBe('Knee check');
    expect(input.questions).toEqual([
      { type: 'multipleChoice', key: 'pain', text: 'Pain?', required: false, options: [{ code: 1, label: 'Mild' }, { code: 3, label: 'Severe' }] },
      { type: 'number', key: 'stairs', text: 'Stairs', required: false, min: 0, max: null, whole: false, unit: null },
      { type: 'formula', key: 'total', text: 'Total', expression: 'pain + stairs', decimals: 0, unit: null },
    ]);
  });

  it('sends a number field left empty where one is needed as NaN, which the contract refuses (the server names the field)', () => {
    const slide = { ...emptyQuestion('numberSlide', []), text: 'Effort', min: '' };
    expect(customOutcomeCreateSchema.safeParse(toInput({ ...emptyForm('en'), title: 'T', questions: [slide] })).success).toBe(false);
  });

  it('gives a new question a key no other question has', () => {
    expect(emptyQuestion('number', ['q1', 'q3']).key).toBe('q4');
    expect(emptyQuestion('number', []).key).toBe('q1');
  });

  it('reads a saved definition back as the form that made it', () => {
    const definition = {
      id: 'd',
      name: 'Knee check',
      abbreviation: 'KC',
      instructions: '',
      lang: 'fr',
      scope: 'team',
      questions: [
        { type: 'multipleChoice', id: 'pain', number: 1, heading: null, text: 'Pain?', required: true, options: [{ code: 1, label: 'Mild' }] },
        { type: 'formula', id: 'total', number: null, heading: null, text: 'Total', required: false, expression: 'pain * 2', decimals: 1, unit: 'pts' },
      ],
    } as unknown as OutcomeDefinition;
    const read = fromDefinition(definition);
    expect(read).toMatchObject({ title: 'Knee check', abbreviation: 'KC', lang: 'fr', scope: 'team' });
    expect(toInput(read).questions).toEqual([
      { type: 'multipleChoice', key: 'pain', text: 'Pain?', required: true, options: [{ code: 1, label: 'Mild' }] },
      { type: 'formula', key: 'total', text: 'Total', expression: 'pain * 2', decimals: 1, unit: 'pts' },
    ]);
  });

  it('keeps the first message of each field the server names', () => {
    expect(fieldErrors([{ path: 'questions.2.expression', message: 'steps is not an earlier question' }, { path: 'questions.2.expression', message: 'later' }, { nope: 1 }])).toEqual({
      'questions.2.expression': 'steps is not an earlier question',
    });
    expect(fieldErrors('not a list')).toEqual({});
  });
});
