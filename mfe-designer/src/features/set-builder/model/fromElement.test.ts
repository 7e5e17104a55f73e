import { describe, expect, it } from '@jest/globals';
import type { Element, ExerciseElement } from '@openset/contracts';
import { setExerciseFrom, setExercisesFrom } from './fromElement';

const base: ExerciseElement = {
  id: 'e1',
  type: 'stockExercise',
  title: 'Squat',
  instructions: 'Bend the knees.',
  reflect: true,
  thumbnailId: 'r1',
  favourite: false,
  folderId: null,
  stackId: null,
  parameters: [],
  resources: [
    { resourceId: 'r1', caption: 'Start' },
    { resourceId: 'r2', caption: 'Sheet' },
  ],
  updated: '2026-01-01T00:00:00.000Z',
  readOnly: true,
  categoryId: null,
  bodyRegions: [],
  equipment: [],
  position: null,
  credit: null,
};

let n = 0;
const newKey = () => `k${++n}`;
const starter = (name: string) => name.toUpperCase();

describe('a set exercise from a library exercise', () => {
  it('copies title, instructions, reflect, thumbnail and media, keeping the stock id', () => {
    const resources = new Map([
      ['r1', { kind: 'stockImage' as const }],
      ['r2', { kind: 'stockAttachment' as const }],
    ]);
    const exercise = setExerciseFrom(base, newKey, starter, resources);
    expect(exercise).toMatchObject({
      type: 'setExercise',
      stockId: 'e1',
      customId: null,
      title: 'Squat',
      instructions: 'Bend the knees.',
      reflect: true,
      thumbnailId: 'r1',
    });
    expect(exercise.resources.map((r) => [r.resourceId, r.caption])).toEqual([['r1', 'Start']]);
  });

  it("takes the exercise's own parameters, else the starter titles with empty values", () => {
    const own = setExerciseFrom(
      { ...base, type: 'userExercise', parameters: [{ title: 'Hold', value: '5 s' }] },
      newKey,
      starter,
    );
    expect(own.customId).toBe('e1');
    expect(own.stockId).toBeNull();
    expect(own.parameters.map(({ title, value }) => [title, value])).toEqual([['Hold', '5 s']]);
    const none = setExerciseFrom(base, newKey, starter);
    expect(none.parameters.map(({ title, value }) => [title, value])).toEqual([
      ['SETS', ''],
      ['REPS', ''],
    ]);
  });

  it('gives the exercises of a stack, in the order asked, with fresh keys', () => {
    const stack = {
      ...base,
      id: 's1',
      type: 'userStack',
      exercises: [
        { ...base, id: 'x1', type: 'stackExercise' },
        { ...base, id: 'x2', type: 'stackExercise' },
      ],
    } as Element;
    const exercises = setExercisesFrom(['e1', 's1', 'missing'], [stack, base], newKey, starter);
    expect(exercises.map((e) => e.stockId ?? e.customId)).toEqual(['e1', 'x1', 'x2']);
    expect(new Set(exercises.map((e) => e.key)).size).toBe(3);
  });
});
