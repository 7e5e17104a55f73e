import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import type { ElementListQuery } from '@openset/contracts';
import type { Viewer } from '@openset/server-kit';
import { listStatement, type ListTab } from './element-query.js';
import { movementStatement } from './movement-statement.js';
import { searchStatement, type TextQuery } from './search-statement.js';
import { sql, param, raw } from './sql-fragment.js';

const viewer: Viewer = {
  accountId: 'me',
  teamId: 'team-1',
  orgId: 'org-1',
  exercises: { team: 'readOnly', org: false },
  folders: { team: 'readWrite', org: false },
};
const query = (overrides: Partial<ElementListQuery> = {}): ElementListQuery => ({ skip: 0, limit: 100, kinds: 'all', ...overrides });
const placeholders = (text: string) => (text.match(/\?/g) ?? []).length;
const texts: TextQuery[] = [
  { parser: 'websearch_to_tsquery', text: 'knee "hip extension" -band' },
  { parser: 'to_tsquery', text: `'shoulder' & 'hamstr':*` },
];

describe('sql fragments', () => {
  it('keep each fragment\'s parameters where its text lands', () => {
    const inner = sql`a = ${param(1)} and b = ${param(2)}`;
    const statement = sql`select ${raw('x')} where ${inner} or c = ${param(3)}`;
    expect(statement).toEqual({ sql: 'select x where a = ? and b = ? or c = ?', params: [1, 2, 3] });
  });
});

describe('listStatement and searchStatement', () => {
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
        for (const text of texts) {
          const search = searchStatement(tab, tab === 'stock' ? null : viewer, 'me', q, 'fr', text);
          expectAbout(placeholders(search.sql), `${tab} ${text.parser} ${JSON.stringify(q)}`).toBe(search.params.length);
          // The search text is bound, never written into the statement.
          expect(search.sql).not.toContain(text.text);
        }
      }
    }
  });

  it('groups every tab but the starred one by movement', () => {
    expect(listStatement('stock', null, 'me', query()).sql).toContain('distinct on ("movement")');
    expect(searchStatement('all', viewer, 'me', query(), 'en', texts[0]!).sql).toContain('distinct on ("movement")');
    expect(listStatement('favourite', viewer, 'me', query()).sql).not.toContain('distinct on');
  });

  it('binds a movement\'s variants statement, with and without search words', () => {
    for (const text of [null, ...texts]) {
      const statement = movementStatement('openset_pulldown', { skip: 0, limit: 100, search: 'x', equipment: 'band' }, 'en', text, 'me');
      expect(placeholders(statement.sql)).toBe(statement.params.length);
      expect(statement.params).toEqual(expect.arrayContaining(['openset_pulldown', 'band', 'me']));
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
