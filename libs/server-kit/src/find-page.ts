import type { CountOptions, EntityManager, EntityName, FilterQuery, FindOptions, Loaded } from '@mikro-orm/core';

/**
 * A page of a list and the list's total (`{ items, total }`, api-conventions.md), as
 * `em.findAndCount` answers them, but counted only when the page cannot tell the total itself. A
 * page that holds fewer rows than it asked for ends the list, so its total is `offset` plus its
 * rows; an empty first page is an empty list. Only a full page, or an empty one past the start
 * (an offset beyond the end), sends the count.
 *
 * The lists paged this way are short for nearly every caller (a client's sets, a set's history,
 * a client's diary entries over a few weeks), so nearly every call is one statement instead of
 * two. `findAndCount` sends both at once on two connections: on two cores shared by every
 * process, a round trip costs far more than the count itself (docs/decisions/007-client-list-rows-and-counts.md, the
 * portal's set page).
 */
export async function findPage<
  Entity extends object,
  Hint extends string = never,
  Fields extends string = never,
  Excludes extends string = never,
>(
  em: EntityManager,
  entityName: EntityName<Entity>,
  where: FilterQuery<NoInfer<Entity>>,
  options: FindOptions<Entity, Hint, Fields, Excludes> & { offset: number; limit: number; using?: never },
): Promise<[Loaded<Entity, Hint, Fields, Excludes>[], number]> {
  const rows = await em.find<Entity, Hint, Fields, Excludes, never>(entityName, where, options);
  const { offset, limit } = options;
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return [rows, offset + rows.length];
  // As findAndCount does: the same options (filters, schema) and no second flush.
  return [rows, await em.count(entityName, where, { ...options, flushMode: 'commit' } as CountOptions<Entity, Hint>)];
}
