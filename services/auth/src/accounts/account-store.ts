import { randomUUID } from 'node:crypto';
import { sql, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountType, Lang } from '@openset/contracts';
import { operationRefused, type DomainError } from '@openset/server-kit';
import { AccountSchema, type Account } from './account.entity.js';

/** Length of the free trial (spec section 1). */
export const TRIAL_DAYS = 14;

export interface NewAccount {
  id?: string | undefined;
  type: AccountType;
  username: string;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  lang: Lang;
}

/** The columns a new account starts with, by type: trials get their 14 days, managers a self-serve plan. */
export function newAccountFields(input: NewAccount, now: Date) {
  const trial = input.type === 'trial';
  return {
    id: input.id ?? randomUUID(),
    type: input.type,
    username: input.username,
    email: input.email,
    passwordHash: input.passwordHash,
    firstname: input.firstname,
    lastname: input.lastname,
    lang: input.lang,
    billingStatus: trial ? ('trialing' as const) : ('none' as const),
    trialUntil: trial ? new Date(now.getTime() + TRIAL_DAYS * 86_400_000) : null,
    selfServe: input.type === 'manager',
  };
}

/** Inserts a new account; a username or e-mail already in use answers ERROPERATION. */
export async function insertAccount(em: EntityManager, input: NewAccount, now = new Date()): Promise<Account> {
  const account = em.create(AccountSchema, newAccountFields(input, now));
  await flushAccount(em);
  return account;
}

/** Flushes account changes, mapping the case-insensitive unique indexes to a business error. */
export async function flushAccount(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export function uniqueViolation(error: unknown): DomainError | undefined {
  if (!(error instanceof UniqueConstraintViolationException)) {
    return undefined;
  }
  const field = /accounts_email_ci/.test(error.message) ? 'email' : 'username';
  return operationRefused(field === 'email' ? 'This e-mail address is already in use' : 'This username is already taken', [
    { path: field, message: 'already in use' },
  ]);
}

/**
 * The account a login token names: a username or an e-mail, case-insensitively. Usernames may
 * contain '@', so if one account's username equals another's e-mail the username wins.
 */
export async function findByLoginToken(em: EntityManager, key: string): Promise<Account | null> {
  const matches = await em.find(
    AccountSchema,
    { $or: [{ [sql.lower('username')]: key }, { [sql.lower('email')]: key }] },
    { limit: 2 },
  );
  return matches.find((account) => account.username.toLowerCase() === key) ?? matches[0] ?? null;
}
