import { describe, expect, it } from '@jest/globals';
import { listQuery, readLocation, writeLocation } from './location';

describe('the manager\'s place in the address', () => {
  it('reads and writes status, sort, page and the open wizard, leaving defaults out', () => {
    const location = readLocation(new URLSearchParams('status=due&sort=client&page=3&assign=1&client=c-1'));
    expect(location).toEqual({ status: 'due', sort: 'client', page: 2, assign: true, client: 'c-1' });
    expect(writeLocation(location).toString()).toBe('status=due&sort=client&page=3&assign=1&client=c-1');
    expect(writeLocation(readLocation(new URLSearchParams(''))).toString()).toBe('');
    expect(listQuery(location)).toEqual({ status: 'due', sort: 'client', skip: 100, limit: 50 });
  });

  it('takes an unknown status, sort or page as the default', () => {
    expect(readLocation(new URLSearchParams('status=nope&sort=x&page=-4'))).toEqual({ status: 'all', sort: 'created', page: 0, assign: false, client: null });
  });
});
