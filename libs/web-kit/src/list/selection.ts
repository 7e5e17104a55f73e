/** Spec sections 5 and 9: a list selection (templates, clients) holds at most 100 rows. */
export const LIST_SELECTION_CAP = 100;

export interface SelectionChange {
  ids: string[];
  /** True when an id was not added because the selection is full. */
  refused: boolean;
}

/** Adds or removes one id, keeping the order of selection and the cap. */
export function toggleSelection(ids: readonly string[], id: string, cap: number): SelectionChange {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), refused: false };
  if (ids.length >= cap) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}

/** Adds several ids (select all on a page) up to the cap; `refused` says some did not fit. */
export function addToSelection(ids: readonly string[], more: readonly string[], cap: number): SelectionChange {
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
