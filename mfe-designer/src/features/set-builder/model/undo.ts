/** Spec sections 3 and 9: undo keeps 8 points; redo points follow. */
export const UNDO_POINTS = 8;

/**
 * Undo and redo of one document: `past` holds the contents before each edit (oldest first),
 * `future` the contents undone (the next redo first). `typing` names the text field the last
 * edit typed into, so a run of keystrokes in one field is one point.
 */
export interface UndoState<T> {
  past: T[];
  future: T[];
  typing: string | null;
}

export const emptyUndo = <T>(): UndoState<T> => ({ past: [], future: [], typing: null });

/**
 * The point saved before an edit: the content as it was. A new edit drops the redo points.
 * Typing on into the field of the previous edit keeps the point of its first keystroke.
 */
export function recordPoint<T>(undo: UndoState<T>, before: T, typing: string | null = null): UndoState<T> {
  if (typing !== null && typing === undo.typing && undo.future.length === 0) return undo;
  return { past: [...undo.past, before].slice(-UNDO_POINTS), future: [], typing };
}

/** Goes back one point: the content to show, or null when there is nothing to undo. */
export function undoPoint<T>(undo: UndoState<T>, current: T): { undo: UndoState<T>; content: T } | null {
  const content = undo.past[undo.past.length - 1];
  if (content === undefined) return null;
  return {
    undo: { past: undo.past.slice(0, -1), future: [current, ...undo.future].slice(0, UNDO_POINTS), typing: null },
    content,
  };
}

/** Goes forward one undone point: the content to show, or null when there is nothing to redo. */
export function redoPoint<T>(undo: UndoState<T>, current: T): { undo: UndoState<T>; content: T } | null {
  const content = undo.future[0];
  if (content === undefined) return null;
  return {
    undo: { past: [...undo.past, current].slice(-UNDO_POINTS), future: undo.future.slice(1), typing: null },
    content,
  };
}
