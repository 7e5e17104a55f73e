import { describe, expect, it } from '@jest/globals';
import { authRoutes, clientRoutes, IDEMPOTENCY_HEADER, type Principal } from '@openset/contracts';
import type { Request } from 'express';
import { idempotencyKeyOf } from './idempotency-key.js';

const KEY = '5b0c3f8e-6a55-4d4e-9a7e-0c1f2d3b4a59';
const requestWith = (key: string | undefined) => ({ get: (name: string) => (name.toLowerCase() === IDEMPOTENCY_HEADER ? key : undefined) }) as unknown as Request;
const clinician: Principal = { accountId: 'a1', type: 'professional', role: 'clinician', sessionId: 's1', lang: 'en' };

describe('the Idempotency-Key the gateway passes on', () => {
  it('passes a signed-in account’s key on a write', () => {
    expect(idempotencyKeyOf(clientRoutes.delete, requestWith(KEY), clinician)).toBe(KEY);
  });

  it('passes none on a read, for a stranger, or on a sign-in (whose handler ignores keys, so a repeat would sign in twice)', () => {
    expect(idempotencyKeyOf(clientRoutes.list, requestWith(KEY), clinician)).toBeUndefined();
    expect(idempotencyKeyOf(clientRoutes.delete, requestWith(KEY), null)).toBeUndefined();
    expect(idempotencyKeyOf(authRoutes.login, requestWith(KEY), clinician)).toBeUndefined();
    expect(idempotencyKeyOf(authRoutes.logout, requestWith(KEY), clinician)).toBe(KEY);
  });

  it('names a signed-in account’s write that came without a key, with a new key each time, so a retry of it is applied once', () => {
    const first = idempotencyKeyOf(clientRoutes.delete, requestWith(undefined), clinician);
    const second = idempotencyKeyOf(clientRoutes.delete, requestWith(undefined), clinician);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(idempotencyKeyOf(clientRoutes.list, requestWith(undefined), clinician)).toBeUndefined();
    expect(idempotencyKeyOf(clientRoutes.delete, requestWith(undefined), null)).toBeUndefined();
    expect(idempotencyKeyOf(authRoutes.login, requestWith(undefined), clinician)).toBeUndefined();
  });
});
