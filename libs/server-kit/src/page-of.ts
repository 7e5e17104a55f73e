import type { PageQuery } from '@openset/contracts';

/**
 * A page of a list read whole (`{ items, total }`, api-conventions.md). For the short lists whose
 * answer is worked out over all of their rows (a folder tree in order, the category tree in the
 * clinician's language, a clinician's presets and drafts): a list that grows with use pages in
 * its statement instead.
 */
export function pageOf<T>(items: readonly T[], { skip, limit }: PageQuery): { items: T[]; total: number } {
  return { items: items.slice(skip, skip + limit), total: items.length };
}
