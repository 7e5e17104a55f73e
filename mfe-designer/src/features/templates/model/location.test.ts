import { describe, expect, it } from '@jest/globals';
import { locationPath, parseLocation } from './location';

describe('template browser location', () => {
  it('writes root, folder, search and sort in the URL and reads them back', () => {
    const location = { root: 'team' as const, folderId: 'f1', search: 'knee rehab', sort: { column: 'updated' as const, direction: 'desc' as const } };
    const path = locationPath(location);
    expect(path).toBe('team/f1?search=knee+rehab&sort=updated&dir=desc');
    const [route, query] = path.split('?');
    const [root, folderId] = route!.split('/');
    expect(parseLocation(root, folderId, new URLSearchParams(query))).toEqual(location);
  });

  it('keeps the plain root short and falls back on the own root', () => {
    expect(locationPath({ root: 'user', folderId: null, search: '', sort: null })).toBe('user');
    expect(parseLocation('elsewhere', undefined, new URLSearchParams('sort=bogus'))).toEqual({ root: 'user', folderId: null, search: '', sort: null });
  });
});
