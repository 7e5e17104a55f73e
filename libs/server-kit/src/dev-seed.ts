import type { AccountType } from '@openset/contracts';

/**
 * The development accounts of api-conventions.md, with fixed ids so that each service's own seed
 * can refer to them without reading another service's tables. Never seeded in production.
 */
export const DEV_PASSWORD = 'Password-123';

export interface DevAccount {
  id: string;
  username: string;
  email: string;
  type: AccountType;
  firstname: string;
  lastname: string;
}

export const DEV_ACCOUNTS = {
  pro: { id: '00000000-0000-4000-8000-000000000001', username: 'pro', email: 'pro@example.test', type: 'professional', firstname: 'Pat', lastname: 'Pro' },
  trial: { id: '00000000-0000-4000-8000-000000000002', username: 'trial', email: 'trial@example.test', type: 'trial', firstname: 'Tess', lastname: 'Trial' },
  student: { id: '00000000-0000-4000-8000-000000000003', username: 'student', email: 'student@example.test', type: 'student', firstname: 'Sam', lastname: 'Student' },
  staff: { id: '00000000-0000-4000-8000-000000000004', username: 'staff', email: 'staff@example.test', type: 'staff', firstname: 'Stella', lastname: 'Staff' },
  staff2: { id: '00000000-0000-4000-8000-000000000005', username: 'staff2', email: 'staff2@example.test', type: 'staff', firstname: 'Stan', lastname: 'Staff' },
  manager: { id: '00000000-0000-4000-8000-000000000006', username: 'manager', email: 'manager@example.test', type: 'manager', firstname: 'Mia', lastname: 'Manager' },
  admin: { id: '00000000-0000-4000-8000-000000000007', username: 'admin', email: 'admin@example.test', type: 'admin', firstname: 'Ada', lastname: 'Admin' },
} as const satisfies Record<string, DevAccount>;

/** The organisation of `manager` and its team "Clinic A" (staff and staff2 are members). */
export const DEV_ORG = { id: '00000000-0000-4000-8000-0000000000a1', title: 'OpenSet Demo Clinic', ownerId: DEV_ACCOUNTS.manager.id };
export const DEV_TEAM = { id: '00000000-0000-4000-8000-0000000000b1', title: 'Clinic A', orgId: DEV_ORG.id };

/** Client Jane Doe of `pro`, portal username jane.doe, portal key 1987. */
export const DEV_CLIENT = {
  id: '00000000-0000-4000-8000-0000000000c1',
  ownerId: DEV_ACCOUNTS.pro.id,
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.test',
  portalUsername: 'jane.doe',
  portalKey: '1987',
};

/** Seeding is for development and tests only. */
export const seedingAllowed = () => process.env.NODE_ENV !== 'production';
