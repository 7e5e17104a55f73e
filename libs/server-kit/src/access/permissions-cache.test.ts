import { NO_SHARING, type EffectivePermissions } from '@openset/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { PermissionsCache } from './permissions-cache.js';

const permissions = (accountId: string, teamId: string | null): EffectivePermissions => ({
  accountId, teamId, orgId: null, teamMemberIds: [accountId], permissions: NO_SHARING,
});

describe('PermissionsCache', () => {
  it('keeps permissions only for their short lifetime', () => {
    jest.useFakeTimers({ now: 1_000 });
    const cache = new PermissionsCache();
    cache.set(permissions('a', 't'));
    jest.setSystemTime(1_000 + 5_000);
    expect(cache.get('a')?.teamId).toBe('t');
    jest.setSystemTime(1_000 + 5_001);
    expect(cache.get('a')).toBeUndefined();
    jest.useRealTimers();
  });

  it('drops the accounts named in an announcement, and every member of a changed team', () => {
    const cache = new PermissionsCache();
    for (const [account, team] of [['a', 't1'], ['b', 't1'], ['c', 't2'], ['d', null]] as const) cache.set(permissions(account, team));
    cache.drop({ accountIds: ['d'] });
    expect(cache.get('d')).toBeUndefined();
    cache.drop({ teamId: 't1' });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')?.teamId).toBe('t2');
  });
});
