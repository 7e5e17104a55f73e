/** The browser's two kind filters (spec section 4: they cannot both be off). */
export interface KindFilters {
  exercises: boolean;
  stacks: boolean;
}

export type KindFilter = keyof KindFilters;

export const ALL_KINDS: KindFilters = { exercises: true, stacks: true };

/**
 * Flips one filter. Turning off the only filter still on turns the other one on instead of
 * leaving both off, so the list always shows something (the user meant "not these").
 */
export function toggleKind(filters: KindFilters, which: KindFilter): KindFilters {
  const other: KindFilter = which === 'exercises' ? 'stacks' : 'exercises';
  const next = { ...filters, [which]: !filters[which] };
  if (!next.exercises && !next.stacks) next[other] = true;
  return next;
}

/** The list query's `kinds` value for the filters. */
export function kindsQuery(filters: KindFilters): 'all' | 'exercise' | 'stack' {
  if (filters.exercises && filters.stacks) return 'all';
  return filters.exercises ? 'exercise' : 'stack';
}
