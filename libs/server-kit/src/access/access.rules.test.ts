import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../domain-error.js';
import { canSee, canWrite, ownershipFor, type Owned, type Viewer } from './access.service.js';

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
