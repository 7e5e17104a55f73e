import { describe, expect, it } from '@jest/globals';
import type { SetContent, SetExercise } from '@openset/contracts';
import { applyEdit, emptyContent, moveItem, typingKey, withPreset } from './edits';

const exercise = (key: string, parameters: SetExercise['parameters'] = []): SetExercise => ({
  type: 'setExercise',
  key,
  stockId: `stock-${key}`,
  customId: null,
  title: `Exercise ${key}`,
  instructions: '',
  reflect: false,
  thumbnailId: null,
  parameters,
  resources: [],
});

const keys = (content: SetContent) => content.elements.map((element) => element.key);
let n = 0;
const newKey = () => `k${++n}`;

describe('set content edits', () => {
  it('adds exercises at the end or at an index, and a divider', () => {
    let content = applyEdit(emptyContent(), { type: 'addElements', elements: [exercise('a'), exercise('b')] });
    content = applyEdit(content, { type: 'addElements', elements: [exercise('c')], index: 1 });
    content = applyEdit(content, { type: 'addDivider', key: 'd' });
    expect(keys(content)).toEqual(['a', 'c', 'b', 'd']);
    expect(content.elements[3]).toEqual({ type: 'setDivider', key: 'd', title: '', instructions: '' });
  });

  it('moves and removes elements', () => {
    let content = applyEdit(emptyContent(), {
      type: 'addElements',
      elements: [exercise('a'), exercise('b'), exercise('c')],
    });
    content = applyEdit(content, { type: 'move', key: 'a', to: 2 });
    expect(keys(content)).toEqual(['b', 'c', 'a']);
    content = applyEdit(content, { type: 'move', key: 'a', to: -4 });
    expect(keys(content)).toEqual(['a', 'b', 'c']);
    content = applyEdit(content, { type: 'remove', key: 'b' });
    expect(keys(content)).toEqual(['a', 'c']);
  });

  it('edits the coversheet without clearing the field it was not given', () => {
    let content = applyEdit(emptyContent(), { type: 'coversheet', title: 'Knee' });
    content = applyEdit(content, { type: 'coversheet', instructions: 'Twice a day' });
    expect(content).toMatchObject({ title: 'Knee', instructions: 'Twice a day' });
  });

  it('adds, renames, sets, reorders and removes parameters', () => {
    let content = applyEdit(emptyContent(), { type: 'addElements', elements: [exercise('a')] });
    content = applyEdit(content, { type: 'addParameter', key: 'a', parameterKey: 'p1', title: 'Sets' });
    content = applyEdit(content, { type: 'addParameter', key: 'a', parameterKey: 'p2', title: 'Reps' });
    content = applyEdit(content, { type: 'parameter', key: 'a', parameterKey: 'p1', value: '3' });
    content = applyEdit(content, { type: 'parameter', key: 'a', parameterKey: 'p2', title: 'Repetitions' });
    content = applyEdit(content, { type: 'moveParameter', key: 'a', parameterKey: 'p2', to: 0 });
    expect((content.elements[0] as SetExercise).parameters).toEqual([
      { key: 'p2', title: 'Repetitions', value: '' },
      { key: 'p1', title: 'Sets', value: '3', standard: 'sets' },
    ]);
    content = applyEdit(content, { type: 'removeParameter', key: 'a', parameterKey: 'p2' });
    expect((content.elements[0] as SetExercise).parameters.map((p) => p.key)).toEqual(['p1']);
  });

  it('keeps the thumbnail among the chosen resources, else takes the first', () => {
    let content = applyEdit(emptyContent(), {
      type: 'addElements',
      elements: [{ ...exercise('a'), thumbnailId: 'r1' }],
    });
    content = applyEdit(content, {
      type: 'resources',
      key: 'a',
      resources: [{ key: 'x', resourceId: 'r2', caption: '' }],
    });
    expect((content.elements[0] as SetExercise).thumbnailId).toBe('r2');
    content = applyEdit(content, { type: 'caption', key: 'a', resourceKey: 'x', caption: 'Start' });
    expect((content.elements[0] as SetExercise).resources[0]?.caption).toBe('Start');
  });

  it('applies a preset to the selected exercises only, matching titles in any case', () => {
    let content = applyEdit(emptyContent(), {
      type: 'addElements',
      elements: [
        exercise('a', [{ key: 'p', title: 'sets', value: '1' }]),
        exercise('b'),
        { type: 'setDivider', key: 'd', title: '', instructions: '' },
      ],
    });
    content = applyEdit(content, {
      type: 'applyPreset',
      keys: ['a'],
      parameters: [
        { title: 'Sets', value: '3' },
        { title: 'Reps', value: '10' },
      ],
      seed: 's1',
    });
    expect((content.elements[0] as SetExercise).parameters.map(({ title, value }) => [title, value])).toEqual([
      ['sets', '3'],
      ['Reps', '10'],
    ]);
    expect((content.elements[1] as SetExercise).parameters).toEqual([]);
    content = applyEdit(content, {
      type: 'applyPreset',
      keys: 'all',
      parameters: [{ title: 'Hold', value: '5 s' }],
      seed: 's2',
    });
    expect((content.elements[1] as SetExercise).parameters.map((p) => p.title)).toEqual(['Hold']);
  });

  it('adds no preset parameter past the cap of 20', () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ key: `p${i}`, title: `T${i}`, value: '' }));
    expect(withPreset(full, [{ title: 'New', value: '1' }], newKey)).toHaveLength(20);
  });

  it('keys a default parameter by its name in English or French and leaves a typed title as typed', () => {
    let content = applyEdit(emptyContent(), { type: 'addElements', elements: [exercise('a')] });
    content = applyEdit(content, { type: 'addParameter', key: 'a', parameterKey: 'p1', title: 'Séries' });
    content = applyEdit(content, { type: 'addParameter', key: 'a', parameterKey: 'p2', title: 'reps' });
    content = applyEdit(content, { type: 'addParameter', key: 'a', parameterKey: 'p3', title: 'Reps per side' });
    const standards = () => (content.elements[0] as SetExercise).parameters.map((p) => [p.title, p.standard]);
    expect(standards()).toEqual([['Séries', 'sets'], ['reps', 'reps'], ['Reps per side', undefined]]);
    // Retyping a title drops the key, choosing a default name gives it back.
    content = applyEdit(content, { type: 'parameter', key: 'a', parameterKey: 'p1', title: 'Séries lentes' });
    content = applyEdit(content, { type: 'parameter', key: 'a', parameterKey: 'p3', title: 'Hold' });
    expect(standards()).toEqual([['Séries lentes', undefined], ['reps', 'reps'], ['Hold', 'hold']]);
    // A value typed keeps the key.
    content = applyEdit(content, { type: 'parameter', key: 'a', parameterKey: 'p2', value: '10' });
    expect((content.elements[0] as SetExercise).parameters[1]).toEqual({ key: 'p2', title: 'reps', value: '10', standard: 'reps' });
  });

  it('matches a preset parameter to the same default parameter named in the other language', () => {
    const own = [{ key: 'p1', title: 'Sets', value: '2', standard: 'sets' as const }];
    expect(withPreset(own, [{ title: 'Séries', value: '3' }, { title: 'Tempo lent', value: '3-1-3' }], newKey)).toEqual([
      { key: 'p1', title: 'Sets', value: '3', standard: 'sets' },
      { key: expect.any(String), title: 'Tempo lent', value: '3-1-3' },
    ]);
  });

  it('groups keystrokes by field', () => {
    expect(typingKey({ type: 'coversheet', title: 'a' })).toBe('coversheet:title');
    expect(typingKey({ type: 'parameter', key: 'a', parameterKey: 'p', value: '1' })).toBe('parameter:p:value');
    expect(typingKey({ type: 'exercise', key: 'a', changes: { reflect: true } })).toBeNull();
    expect(typingKey({ type: 'remove', key: 'a' })).toBeNull();
  });

  it('moves an item of an array', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 5, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('education attached to a set', () => {
  it('attaches an article once, in the order chosen, and detaches it', () => {
    let content = applyEdit(emptyContent(), { type: 'attachEducation', education: { id: 'ice-and-heat', type: 'stockEducation' } });
    content = applyEdit(content, { type: 'attachEducation', education: { id: 'h1', type: 'customEducationHistory' } });
    content = applyEdit(content, { type: 'attachEducation', education: { id: 'ice-and-heat', type: 'stockEducation' } });
    expect(content.education.map((item) => item.id)).toEqual(['ice-and-heat', 'h1']);
    expect(applyEdit(content, { type: 'detachEducation', id: 'ice-and-heat' }).education).toEqual([{ id: 'h1', type: 'customEducationHistory' }]);
  });
});
