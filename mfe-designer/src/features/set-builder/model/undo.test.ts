import { describe, expect, it } from '@jest/globals';
import { emptyUndo, recordPoint, redoPoint, undoPoint, UNDO_POINTS, type UndoState } from './undo';

/** Edits 'a' -> 'b' -> 'c' ...: each records the content before it. */
function edits(values: string[]): { undo: UndoState<string>; current: string } {
  let undo = emptyUndo<string>();
  let current = values[0] ?? '';
  for (const value of values.slice(1)) {
    undo = recordPoint(undo, current);
    current = value;
  }
  return { undo, current };
}

describe('undo and redo', () => {
  it('undoes twice and redoes once', () => {
    const { undo, current } = edits(['a', 'b', 'c', 'd']);
    const first = undoPoint(undo, current)!;
    expect(first.content).toBe('c');
    const second = undoPoint(first.undo, first.content)!;
    expect(second.content).toBe('b');
    const redone = redoPoint(second.undo, second.content)!;
    expect(redone.content).toBe('c');
    expect(redone.undo.future).toEqual(['d']);
  });

  it(`keeps ${UNDO_POINTS} points, dropping the oldest`, () => {
    const values = Array.from({ length: 12 }, (_, i) => `v${i}`);
    let { undo, current } = edits(values);
    expect(undo.past).toHaveLength(UNDO_POINTS);
    const seen: string[] = [];
    for (let step = undoPoint(undo, current); step; step = undoPoint(undo, current)) {
      ({ undo, content: current } = step);
      seen.push(current);
    }
    expect(seen).toEqual(['v10', 'v9', 'v8', 'v7', 'v6', 'v5', 'v4', 'v3']);
  });

  it('answers null with nothing to undo or redo', () => {
    expect(undoPoint(emptyUndo<string>(), 'x')).toBeNull();
    expect(redoPoint(emptyUndo<string>(), 'x')).toBeNull();
  });

  it('drops the redo points on a new edit', () => {
    const { undo, current } = edits(['a', 'b', 'c']);
    const back = undoPoint(undo, current)!;
    const edited = recordPoint(back.undo, back.content);
    expect(edited.future).toEqual([]);
    expect(redoPoint(edited, 'x')).toBeNull();
  });

  it('makes one point of a run of keystrokes in one field, and a new one for another field', () => {
    let undo = recordPoint(emptyUndo<string>(), '', 'title');
    undo = recordPoint(undo, 'H', 'title');
    undo = recordPoint(undo, 'He', 'title');
    expect(undo.past).toEqual(['']);
    undo = recordPoint(undo, 'Hey', 'instructions');
    expect(undo.past).toEqual(['', 'Hey']);
    // After an undo, typing again in the same field starts a new point.
    const back = undoPoint(undo, 'Hey!')!;
    const again = recordPoint(back.undo, back.content, 'instructions');
    expect(again.past).toEqual(['', 'Hey']);
  });
});
