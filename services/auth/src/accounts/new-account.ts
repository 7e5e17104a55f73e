import { randomUUID } from 'node:crypto';
import type { AccountType, Lang } from '@openset/contracts';

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
