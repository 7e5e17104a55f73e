import { describe, expect, it } from '@jest/globals';
import { ariaSort, nextSort } from '@openset/web-kit';
import { parseSort, sortQuery, type TemplateSort } from './sort';

describe('templates sort', () => {
  it('cycles a column none → ascending → descending → none (spec section 4)', () => {
    let sort: TemplateSort = null;
    sort = nextSort(sort, 'title');
    expect(sort).toEqual({ column: 'title', direction: 'asc' });
    sort = nextSort(sort, 'title');
    expect(sort).toEqual({ column: 'title', direction: 'desc' });
    sort = nextSort(sort, 'title');
    expect(sort).toBeNull();
    expect(nextSort(sort, 'title')).toEqual({ column: 'title', direction: 'asc' });
  });

  it('starts another column at ascending, whatever the current one was', () => {
    expect(nextSort({ column: 'title', direction: 'desc' }, 'updated')).toEqual({ column: 'updated', direction: 'asc' });
    expect(nextSort({ column: 'savename', direction: 'asc' }, 'exerciseCount')).toEqual({ column: 'exerciseCount', direction: 'asc' });
  });

  it('says each header’s aria-sort', () => {
    const sort: TemplateSort = { column: 'savename', direction: 'desc' };
    expect(ariaSort(sort, 'savename')).toBe('descending');
    expect(ariaSort(sort, 'title')).toBe('none');
    expect(ariaSort({ column: 'title', direction: 'asc' }, 'title')).toBe('ascending');
    expect(ariaSort(null, 'title')).toBe('none');
  });

  it('asks the service for the sort, or for its natural order', () => {
    expect(sortQuery(null)).toEqual({});
    expect(sortQuery({ column: 'exerciseCount', direction: 'desc' })).toEqual({ sort: 'exerciseCount', sortDir: 'desc' });
  });

  it('reads a sort from the URL and ignores what it does not know', () => {
    expect(parseSort('updated', 'desc')).toEqual({ column: 'updated', direction: 'desc' });
    expect(parseSort('title', null)).toEqual({ column: 'title', direction: 'asc' });
    expect(parseSort('created', 'asc')).toBeNull();
    expect(parseSort(null, 'desc')).toBeNull();
  });
});
