import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import type { ElementListQuery } from '@openset/contracts';
import type { Viewer } from '@openset/server-kit';
import { listStatement, type ListTab } from './element-query.js';

const viewer: Viewer = {
  accountId: 'me',
  teamId: 'team-1',
  orgId: 'org-1',
  exercises: { team: 'readOnly', org: false },
  folders: { team: 'readWrite', org: false },
};
const query = (overrides: Partial<ElementListQuery> = {}): ElementListQuery => ({ skip: 0, limit: 100, kinds: 'all', ...overrides });
const placeholders = (sql: string) => (sql.match(/\?/g) ?? []).length;

describe('listStatement', () => {
  const tabs: ListTab[] = ['all', 'favourite', 'custom', 'user', 'team', 'stock'];
  const queries = [
    query(),
    query({ search: 'knee', categoryId: 'c1', folderId: 'root', bodyRegion: 'knee', equipment: 'band', position: 'sitting', kinds: 'stack' }),
  ];

  it('binds exactly one parameter per placeholder, for every tab and filter combination', () => {
    for (const tab of tabs) {
      for (const q of queries) {
        const statement = listStatement(tab, tab === 'stock' ? null : viewer, 'me', q);
        expectAbout(placeholders(statement.sql), `${tab} ${JSON.stringify(q)}`).toBe(statement.params.length);
      }
    }
  });

  it('limits the stock tab to stock rows and needs no viewer', () => {
    const statement = listStatement('stock', null, 'me', query());
    expect(statement.sql).toContain(`e."scope" = 'stock'`);
    expect(statement.sql).not.toContain(`e."scope" = 'user'`);
  });

  it('shows team rows only when shared, and never org rows that are not', () => {
    const statement = listStatement('custom', viewer, 'me', query());
    expect(statement.sql).toContain(`e."scope" = 'team'`);
    expect(statement.sql).not.toContain(`e."scope" = 'org'`);
    expect(statement.params).toEqual(expect.arrayContaining(['me', 'team-1']));
    const solo = listStatement('team', { ...viewer, teamId: null, orgId: null }, 'me', query());
    expect(solo.sql).toContain('where false');
  });

  it('answers ids that are not uuids with a value that matches nothing (no database error)', () => {
    const statement = listStatement('user', viewer, 'me', query({ folderId: 'not-a-uuid' }));
    expect(statement.params).toContain('00000000-0000-0000-0000-000000000000');
  });
});
