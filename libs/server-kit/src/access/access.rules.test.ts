import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../domain-error.js';
import { canSee, canWrite, grantsFilter, grantsSql, ownershipFor, ownershipColumns, visibleGrants, type Owned, type Viewer } from './visibility.js';

const viewer = (team: Viewer['exercises']['team'], org: Viewer['exercises']['org']): Viewer => ({
  accountId: 'me',
  teamId: 't1',
  orgId: 'o1',
  exercises: { team, org },
  folders: { team, org },
});
const row = (scope: Owned['scope'], overrides: Partial<Owned> = {}): Owned => ({
  scope,
  ownerId: scope === 'stock' ? null : 'someone',
  teamId: scope === 'team' ? 't1' : null,
  orgId: scope === 'org' ? 'o1' : null,
  ...overrides,
});

describe('exercise access rules', () => {
  it('stock: everybody sees, nobody writes', () => {
    expect([canSee(viewer(false, false), row('stock')), canWrite(viewer('readWrite', 'readWrite'), row('stock'))]).toEqual([true, false]);
  });

  it('user: only the owner', () => {
    expect(canWrite(viewer(false, false), row('user', { ownerId: 'me' }))).toBe(true);
    expect(canSee(viewer('readWrite', 'readWrite'), row('user', { ownerId: 'other' }))).toBe(false);
  });

  it('team and org: follow the sharing level, and only for the viewer\'s own team and org', () => {
    expect([canSee(viewer('readOnly', false), row('team')), canWrite(viewer('readOnly', false), row('team'))]).toEqual([true, false]);
    expect(canWrite(viewer('readWrite', false), row('team'))).toBe(true);
    expect(canSee(viewer(false, 'readWrite'), row('team'))).toBe(false);
    expect(canSee(viewer('readWrite', 'readWrite'), row('team', { teamId: 'other-team' }))).toBe(false);
    expect(canWrite(viewer(false, 'readWrite'), row('org'))).toBe(true);
    expect(canSee(viewer('readWrite', 'readWrite'), row('org', { orgId: 'other-org' }))).toBe(false);
  });

  it('new team or org rows need readWrite; own rows never ask', () => {
    expect(ownershipFor(viewer(false, false), 'user')).toMatchObject({ scope: 'user', ownerId: 'me' });
    expect(ownershipFor(viewer('readWrite', false), 'team')).toMatchObject({ scope: 'team', teamId: 't1' });
    expect(() => ownershipFor(viewer('readOnly', false), 'team')).toThrow(DomainError);
    expect(() => ownershipFor(viewer('readWrite', false), 'org')).toThrow(/No write access/);
  });
});

describe('one rule for rows, statements and filters', () => {
  it('a list statement admits exactly the scopes canSee admits', () => {
    const params: unknown[] = [];
    const sql = grantsSql(visibleGrants(viewer('readOnly', false), 'exercises'), ownershipColumns('e'), params);
    expect(sql).toBe(`(e."scope" = 'stock' or (e."scope" = 'user' and e."owner_id" = ?) or (e."scope" = 'team' and e."team_id" = ?))`);
    expect(params).toEqual(['me', 't1']);
  });

  it('a tab narrows the scopes, and no scope left admits nothing', () => {
    const params: unknown[] = [];
    expect(grantsSql(visibleGrants(viewer(false, false), 'exercises', ['team', 'org']), ownershipColumns('e'), params)).toBe('false');
    expect(params).toEqual([]);
    expect(visibleGrants(null, 'exercises')).toEqual([{ scope: 'stock' }]);
  });

  it('folders follow the folder sharing level, as ORM terms on their kind column', () => {
    const v: Viewer = { ...viewer(false, false), folders: { team: 'readWrite', org: false } };
    expect(grantsFilter(visibleGrants(v, 'folders', ['user', 'team', 'org']), 'kind')).toEqual([
      { kind: 'user', ownerId: 'me' },
      { kind: 'team', teamId: 't1' },
    ]);
  });
});

describe('education access rules', () => {
  const educationViewer = (team: Viewer['exercises']['team'], org: Viewer['exercises']['org']): Viewer => ({
    ...viewer('readWrite', 'readWrite'),
    education: { team, org },
  });

  it('follows the education sharing level, not the exercises one', () => {
    expect(canSee(educationViewer(false, false), row('team'), 'education')).toBe(false);
    expect([canSee(educationViewer('readOnly', false), row('team'), 'education'), canWrite(educationViewer('readOnly', false), row('team'), 'education')]).toEqual([true, false]);
    expect(canWrite(educationViewer(false, 'readWrite'), row('org'), 'education')).toBe(true);
    expect(() => ownershipFor(educationViewer('readOnly', 'readWrite'), 'team', 'education')).toThrow(DomainError);
  });

  it('a viewer without education levels sees no team or organisation article', () => {
    expect(visibleGrants(viewer('readWrite', 'readWrite'), 'education').map((grant) => grant.scope)).toEqual(['stock', 'user']);
  });
});
