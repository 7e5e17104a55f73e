import { describe, expect, it } from '@jest/globals';
import type { SetElement } from '@openset/contracts';
import { DomainError, type Viewer } from '@openset/server-kit';
import { canSeeSet, canWriteSet, checkSetSize, namedIds } from './set-rules.js';

const exercise = (n: number, extra: Partial<Extract<SetElement, { type: 'setExercise' }>> = {}): SetElement => ({
  type: 'setExercise', key: `e${n}`, stockId: `s${n}`, customId: null, title: `Exercise ${n}`, instructions: '', reflect: false,
  thumbnailId: null, parameters: [], resources: [], ...extra,
});
const divider = (n: number): SetElement => ({ type: 'setDivider', key: `d${n}`, title: '', instructions: '' });
const many = (count: number, dividers = 0) => [...Array.from({ length: count }, (_, i) => exercise(i)), ...Array.from({ length: dividers }, (_, i) => divider(i))];

const viewer = (teamFolders: Viewer['folders']['team']): Viewer => ({
  accountId: 'me', teamId: 't1', orgId: 'o1', exercises: { team: false, org: false }, folders: { team: teamFolders, org: false },
});

describe('set rules', () => {
  it('caps exercises at 100 into a folder and 50 for a client; dividers do not count', () => {
    expect(() => checkSetSize('folderSet', { elements: many(100, 20) })).not.toThrow();
    expect(() => checkSetSize('folderSet', { elements: many(101) })).toThrow(expect.objectContaining({ code: 'ERROPERATION', details: { key: 'folderSetTooLarge' } }) as unknown as DomainError);
    expect(() => checkSetSize('clientSet', { elements: many(50, 30) })).not.toThrow();
    expect(() => checkSetSize('clientSet', { elements: many(51) })).toThrow(expect.objectContaining({ details: { key: 'clientSetTooLarge' } }) as unknown as DomainError);
  });

  it('names every exercise, thumbnail and resource id once', () => {
    const elements = [
      exercise(1, { thumbnailId: 'r1', resources: [{ key: 'k', resourceId: 'r2', caption: '' }] }),
      exercise(2, { stockId: null, customId: 'c2', thumbnailId: 'r1' }),
      divider(1),
    ];
    expect(namedIds(elements)).toEqual({ elementIds: ['s1', 'c2'], resourceIds: ['r1', 'r2'] });
  });

  it('templates follow the folders level: readOnly sees, readWrite changes, false hides', () => {
    const team = { scope: 'team' as const, ownerId: 'other', teamId: 't1', orgId: null };
    expect([canSeeSet(viewer('readOnly'), team), canWriteSet(viewer('readOnly'), team)]).toEqual([true, false]);
    expect(canWriteSet(viewer('readWrite'), team)).toBe(true);
    expect(canSeeSet(viewer(false), team)).toBe(false);
    expect(canSeeSet(viewer('readWrite'), { scope: 'user', ownerId: 'other' })).toBe(false);
  });
});
