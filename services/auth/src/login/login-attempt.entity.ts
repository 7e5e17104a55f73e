import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A failed login, kept for the rate-limit windows. `accountId` is null when the token matched
 * no account; `tokenKey` (the lower-cased token) then limits guesses at that name the same way,
 * so the limit does not tell whether an account exists.
 */
export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    accountId: p.uuid().nullable(),
    tokenKey: p.text(),
    ip: p.text(),
    attemptedAt: p.datetime().onCreate(() => new Date()),
  },
});

export type LoginAttempt = InferEntity<typeof LoginAttemptSchema>;
