/** The exercise browser's selection cap (spec sections 5 and 9: 50 in the reading we follow). */
export const SELECTION_CAP = 50;

export interface SelectionChange {
  ids: string[];
  /** True when the id was not added because the selection is full. */
  refused: boolean;
}

/** Adds or removes one id, keeping the order of selection and the cap. */
export function toggleSelection(ids: readonly string[], id: string, cap = SELECTION_CAP): SelectionChange {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), refused: false };
  if (ids.length >= cap) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}

/** Adds several ids (select all on a page) up to the cap; `refused` says some did not fit. */
export function addToSelection(ids: readonly string[], more: readonly string[], cap = SELECTION_CAP): SelectionChange {
  const next = [...ids];
  let refused = false;
  for (const id of more) {
    if (next.includes(id)) continue;
    if (next.length >= cap) {
      refused = true;
      break;
    }
    next.push(id);
  }
  return { ids: next, refused };
}
