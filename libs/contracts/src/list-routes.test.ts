import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './common.js';
import { allRoutes } from './routes.js';

/**
 * api-conventions.md: lists answer `{ items, total }`, take `skip` and `limit` (default 50, at
 * most 100) and never answer more than `limit` items. A read of named items (`/:ids`, at most
 * 100 ids in the path) answers those items: the path is its page.
 */
describe('lists of the contract', () => {
  it('take skip and limit, at most 100, and answer total: every GET route answering items, routes added later included', () => {
    const lists = allRoutes().filter((route) => route.method === 'GET' && route.response instanceof z.ZodObject && 'items' in route.response.shape);
    const named = lists.filter((route) => route.path.endsWith('/:ids'));
    const unpaged: string[] = [];
    for (const route of lists.filter((list) => !named.includes(list))) {
      const query = route.query as z.ZodType;
      const shape = (route.response as z.ZodObject).shape;
      const reads = (input: Record<string, unknown>) => query.safeParse(input);
      const paged = reads({ skip: '100', limit: String(MAX_PAGE_SIZE) }).success && !reads({ limit: String(MAX_PAGE_SIZE + 1) }).success && !reads({ skip: '-1' }).success;
      if (!paged || !('total' in shape)) unpaged.push(`${route.method} ${route.path}`);
    }
    expect(unpaged).toEqual([]);
    expect(lists.length - named.length).toBeGreaterThan(15);
    expect(named.map((route) => route.path)).toEqual(['/clinician/exercises/:ids', '/clinician/resources/:ids', '/clinician/education/history/:ids', '/clinician/education/:ids', '/clinician/sets/:ids']);
  });
});
