import type { ElementListItem, ExerciseFolder } from '@openset/contracts';
import { describe, expect, it } from '@jest/globals';
import { dropAction, type ListRow } from './drop';

const element = (id: string, type: ElementListItem['type'] = 'userExercise'): ListRow => ({ kind: 'element', element: { id, type, title: id } as ElementListItem });
const folder = (id: string): ListRow => ({ kind: 'folder', folder: { id, title: id } as ExerciseFolder });

const rows = [folder('f1'), element('a'), element('b'), element('s', 'userStack'), element('c')];

describe('drop rules', () => {
  it('moves an element into the folder it is dropped on', () => {
    expect(dropAction(rows, 'c', 'folder:f1')).toEqual({ kind: 'moveToFolder', id: 'c', folderId: 'f1' });
  });

  it('moves an exercise into a stack, but never a stack into a stack', () => {
    expect(dropAction(rows, 'a', 's')).toEqual({ kind: 'moveToStack', id: 'a', stackId: 's' });
    const twoStacks = [...rows, element('s2', 'userStack')];
    expect(dropAction(twoStacks, 's2', 's')).toEqual({ kind: 'reorder', id: 's2', targetId: 's', side: 'toLeftOf' });
  });

  it('reorders before the target when moving up and after it when moving down', () => {
    expect(dropAction(rows, 'c', 'a')).toEqual({ kind: 'reorder', id: 'c', targetId: 'a', side: 'toLeftOf' });
    expect(dropAction(rows, 'a', 'b')).toEqual({ kind: 'reorder', id: 'a', targetId: 'b', side: 'toRightOf' });
  });

  it('only reorders on the starred tab, and ignores a drop on itself', () => {
    expect(dropAction(rows, 'a', 's', true)).toEqual({ kind: 'reorder', id: 'a', targetId: 's', side: 'toRightOf' });
    expect(dropAction(rows, 'a', 'folder:f1', true)).toBeNull();
    expect(dropAction(rows, 'a', 'a')).toBeNull();
  });
});
