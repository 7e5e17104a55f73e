import { describe, expect, it } from '@jest/globals';
import { addToSelection, SELECTION_CAP, toggleSelection } from './selection';

const many = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);

describe('selection', () => {
  it('adds and removes an id, keeping the order of selection', () => {
    expect(toggleSelection(['a'], 'b')).toEqual({ ids: ['a', 'b'], refused: false });
    expect(toggleSelection(['a', 'b'], 'a')).toEqual({ ids: ['b'], refused: false });
  });

  it('refuses the 51st exercise and keeps the 50 already selected', () => {
    const full = many(SELECTION_CAP);
    const change = toggleSelection(full, 'one-more');
    expect(change.refused).toBe(true);
    expect(change.ids).toEqual(full);
  });

  it('still lets the user unselect when the selection is full', () => {
    const change = toggleSelection(many(SELECTION_CAP), 'e3');
    expect(change.refused).toBe(false);
    expect(change.ids).toHaveLength(SELECTION_CAP - 1);
  });

  it('adds several ids up to the cap and says when some did not fit', () => {
    const change = addToSelection(many(48), ['x', 'e1', 'y', 'z']);
    expect(change.ids.slice(-2)).toEqual(['x', 'y']);
    expect(change.ids).toHaveLength(SELECTION_CAP);
    expect(change.refused).toBe(true);
  });
});
