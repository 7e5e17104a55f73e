import { describe, expect, it } from '@jest/globals';
import { accountState, deleteAfter, reopensAtSignIn } from './account-state.js';

const closedAt = new Date('2026-01-31T10:00:00Z');

describe('account lifecycle rules', () => {
  it('deletes a closed account six calendar months after it was closed', () => {
    expect(deleteAfter(new Date('2026-03-15T08:00:00Z')).toISOString()).toBe('2026-09-15T08:00:00.000Z');
  });

  it('reopens at sign-in an account its owner closed, until its six months are over', () => {
    const account = { closed: true, closedBy: 'owner' as const, closedAt };
    expect(reopensAtSignIn(account, new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(reopensAtSignIn(account, deleteAfter(closedAt))).toBe(false);
  });

  it('keeps closed an account an administrator closed or whose trial ended', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(reopensAtSignIn({ closed: true, closedBy: 'admin', closedAt }, now)).toBe(false);
    expect(reopensAtSignIn({ closed: true, closedBy: 'trialEnded', closedAt }, now)).toBe(false);
    expect(reopensAtSignIn({ closed: false, closedBy: null, closedAt: null }, now)).toBe(false);
  });

  it('names the state the console shows', () => {
    expect(accountState({ closed: false, closedBy: null })).toBe('active');
    expect(accountState({ closed: true, closedBy: 'owner' })).toBe('dormant');
    expect(accountState({ closed: true, closedBy: 'trialEnded' })).toBe('trialEnded');
    expect(accountState({ closed: true, closedBy: null })).toBe('closed');
  });
});
