import { describe, expect, it } from '@jest/globals';
import { addToSelection, LIST_SELECTION_CAP, toggleSelection } from './selection';

// The exercise browser's cap (spec section 9).
const SELECTION_CAP = 50;

const many = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);

describe('selection', () => {
  it('adds and removes an id, keeping the order of selection', () => {
    expect(toggleSelection(['a'], 'b', SELECTION_CAP)).toEqual({ ids: ['a', 'b'], refused: false });
    expect(toggleSelection(['a', 'b'], 'a', SELECTION_CAP)).toEqual({ ids: ['b'], refused: false });
  });

  it('refuses the 51st exercise and keeps the 50 already selected', () => {
    const full = many(SELECTION_CAP);
    const change = toggleSelection(full, 'one-more', SELECTION_CAP);
    expect(change.refused).toBe(true);
    expect(change.ids).toEqual(full);
  });

  it('still lets the user unselect when the selection is full', () => {
    const change = toggleSelection(many(SELECTION_CAP), 'e3', SELECTION_CAP);
    expect(change.refused).toBe(false);
    expect(change.ids).toHaveLength(SELECTION_CAP - 1);
  });

  it('adds several ids up to the cap and says when some did not fit', () => {
    const change = addToSelection(many(48), ['x', 'e1', 'y', 'z'], SELECTION_CAP);
    expect(change.ids.slice(-2)).toEqual(['x', 'y']);
    expect(change.ids).toHaveLength(SELECTION_CAP);
    expect(change.refused).toBe(true);
  });

  it('caps a list selection (templates) at 100: the 101st is refused, a page that does not fit is cut', () => {
    expect(LIST_SELECTION_CAP).toBe(100);
    const full = many(LIST_SELECTION_CAP);
    expect(toggleSelection(full, 'one-more', LIST_SELECTION_CAP)).toEqual({ ids: full, refused: true });
    expect(toggleSelection(many(99), 'last', LIST_SELECTION_CAP)).toEqual({ ids: [...many(99), 'last'], refused: false });
    const page = Array.from({ length: 50 }, (_, i) => `p${i}`);
    const change = addToSelection(many(60), page, LIST_SELECTION_CAP);
    expect(change.ids).toHaveLength(LIST_SELECTION_CAP);
    expect(change.ids.slice(60)).toEqual(page.slice(0, 40));
    expect(change.refused).toBe(true);
    // A page already selected adds nothing and refuses nothing.
    expect(addToSelection(full, full.slice(0, 50), LIST_SELECTION_CAP)).toEqual({ ids: full, refused: false });
  });
});
