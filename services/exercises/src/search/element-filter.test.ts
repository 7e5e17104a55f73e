import { describe, expect, it } from '@jest/globals';
import type { ElementListQuery } from '@openset/contracts';
import type { Viewer } from '@openset/server-kit';
import { searchFilter } from './element-filter.js';
import type { IndexedElement } from './engine/indexed-element.js';
import type { ListTab } from './element-query.js';

const viewer: Viewer = {
  accountId: 'me',
  teamId: 'team-1',
  orgId: 'org-1',
  exercises: { team: 'readOnly', org: false },
  folders: { team: 'readWrite', org: false },
};
const query = (overrides: Partial<ElementListQuery> = {}): ElementListQuery => ({ skip: 0, limit: 100, kinds: 'all', ...overrides });

function element(row: Partial<IndexedElement['row']>): IndexedElement {
  return {
    row: {
      id: 'e1', scope: 'user', owner_id: 'me', team_id: null, org_id: null, folder_id: null, stack_id: null, is_stack: false,
      category_id: null, body_regions: [], equipment: [], position: null, title_en: 'Row', title_fr: null, thumbnail_id: null, sort_order: 0, parameters: [],
      movement_key: null, variant_key: null, side: null, variant_en: null, variant_fr: null, ...row,
    },
    sequence: { en: '', fr: '' },
    titleLength: { en: 1, fr: 1 },
    sortKey: { en: 'row', fr: 'row' },
    movement: 0,
    pair: 0,
    rightSide: 0,
  };
}

const stock = element({ id: 'stock', scope: 'stock', owner_id: null });
const mine = element({ id: 'mine' });
const someoneElses = element({ id: 'theirs', owner_id: 'someone' });
const team = element({ id: 'team', scope: 'team', owner_id: null, team_id: 'team-1' });
const otherTeam = element({ id: 'team2', scope: 'team', owner_id: null, team_id: 'team-2' });
const org = element({ id: 'org', scope: 'org', owner_id: null, org_id: 'org-1' });
const inStack = element({ id: 'child', stack_id: 'stack-1' });
const everything = [stock, mine, someoneElses, team, otherTeam, org, inStack];

const found = (tab: ListTab, who: Viewer | null, q = query(), favourites: Set<string> | null = null) =>
  everything.filter(searchFilter(tab, who, q, favourites)).map((e) => e.row.id);

describe('searchFilter: what a search of each tab may answer with', () => {
  it('keeps every tab to what its list shows: own, shared team (not unshared org), stock', () => {
    expect(found('stock', null)).toEqual(['stock']);
    expect(found('all', viewer)).toEqual(['stock', 'mine', 'team']);
    expect(found('custom', viewer)).toEqual(['mine', 'team']);
    expect(found('user', viewer)).toEqual(['mine']);
    expect(found('team', viewer)).toEqual(['team']);
    expect(found('team', { ...viewer, teamId: null, orgId: null })).toEqual([]);
    expect(found('all', { ...viewer, exercises: { team: false, org: 'readOnly' } })).toEqual(['stock', 'mine', 'org']);
  });

  it('finds favourites inside stacks, and only the clinician\'s favourites', () => {
    expect(found('favourite', viewer, query(), new Set(['child', 'stock', 'theirs']))).toEqual(['stock', 'child']);
  });

  it('applies the browser filters', () => {
    const rows = [
      element({ id: 'a', category_id: 'c1', folder_id: 'f1', body_regions: ['knee'], equipment: ['band'], position: 'sitting' }),
      element({ id: 'b', is_stack: true }),
    ];
    const pick = (q: ElementListQuery) => rows.filter(searchFilter('user', viewer, q, null)).map((e) => e.row.id);
    expect(pick(query({ categoryId: 'c1', folderId: 'f1', bodyRegion: 'knee', equipment: 'band', position: 'sitting' }))).toEqual(['a']);
    expect(pick(query({ folderId: 'root' }))).toEqual(['b']);
    expect(pick(query({ kinds: 'stack' }))).toEqual(['b']);
    expect(pick(query({ kinds: 'exercise' }))).toEqual(['a']);
    expect(pick(query({ equipment: 'ball' }))).toEqual([]);
  });
});
