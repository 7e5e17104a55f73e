import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  TEAMS_SUBJECTS,
  type Element,
  type ElementPage,
  type ErrorBody,
  type Membership,
  type StaffPermissions,
  type Team,
} from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { ApiClient, createTestAccount, rpc, stackInfo, type ApiResponse, type TestAccount } from '@openset/testing';
import { afterAll, expect } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import { exercisesData } from '../src/exercises.data.js';
import { DiskFileStore } from '../src/files/file-store.js';
import type { LibraryItem } from '@openset/exercise-library';
import { loadLibrary, type LoadTarget } from '../src/stock-library/load-library.js';

export const EX = '/api/clinician/exercises';

/** A signed-in API client for a fresh account of its own. */
export async function signedIn(type: TestAccount['type'] = 'professional', lang: 'en' | 'fr' = 'en') {
  const account = await createTestAccount({ type, lang });
  const api = new ApiClient();
  const login = await api.login(account.username, account.password);
  expect(login.status).toBe(200);
  return { account, api };
}

/** The success body, after checking the status. */
export function bodyOf<T>(response: ApiResponse<unknown>, status = 200): T {
  expectAbout(response.status, JSON.stringify(response.json)).toBe(status);
  return (response.json as { body: T }).body;
}

export function errorOf(response: ApiResponse<unknown>): ErrorBody & { status: number } {
  return { status: response.status, ...(response.json as { error: ErrorBody }).error };
}

export async function createExercise(api: ApiClient, body: Record<string, unknown>, query = ''): Promise<Element> {
  return bodyOf<Element>(await api.post(`${EX}${query}`, body));
}

export async function list(api: ApiClient, tab: string, query: Record<string, string | number> = {}): Promise<ElementPage> {
  return bodyOf<ElementPage>(await api.get(`${EX}${tab ? `/${tab}` : ''}`, query));
}

/** A manager's organisation and team, with staff members signed in and given exercise sharing. */
export async function teamWith(members: Partial<StaffPermissions>[]) {
  const manager = await createTestAccount({ type: 'manager' });
  const org = await rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: `Org ${manager.username}` });
  const team = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId: org.id, title: 'Clinic' });
  const staff = [];
  for (const overrides of members) {
    const member = await signedIn('staff');
    await rpc<Membership>(TEAMS_SUBJECTS.addMember, { teamId: team.id, accountId: member.account.id });
    if (Object.keys(overrides).length > 0) {
      await rpc<Membership>(TEAMS_SUBJECTS.setMemberPermissions, { accountId: member.account.id, overrides });
    }
    staff.push(member);
  }
  return { orgId: org.id, teamId: team.id, staff };
}

/** A library item of the normalised import shape, with a unique key. */
export function libraryItem(overrides: Partial<LibraryItem> = {}): LibraryItem {
  return {
    source: 'test-library',
    sourceKey: randomUUID(),
    title: { en: 'Test exercise', fr: 'Exercice de test' },
    instructions: { en: 'Do it slowly.', fr: 'Faites-le lentement.' },
    category: 'test-category',
    bodyRegions: ['shoulder'],
    equipment: [],
    position: 'standing',
    parameters: [{ title: 'Reps', value: '10' }],
    reflect: false,
    images: [],
    licence: { id: 'CC-BY-SA-4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/', attributionRequired: true },
    author: 'Test Author',
    sourceUrl: 'https://example.test/exercise',
    creditLine: 'Exercise by Test Author, CC BY-SA 4.0',
    tags: [],
    ...overrides,
  };
}

let orm: Promise<MikroORM> | null = null;

/** Loads items straight into the running stack's database, the way the import command does. */
export async function load(items: LibraryItem[], target: LoadTarget = { kind: 'stock' }) {
  orm ??= MikroORM.init(ormOptions(exercisesData, { clientUrl: stackInfo().databaseUrl, pool: { min: 0, max: 2 } }));
  const files = new DiskFileStore(`/tmp/openset-exercises-test-files`);
  return loadLibrary((await orm).em.getConnection(), files, items, [], target);
}

export async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  orm ??= MikroORM.init(ormOptions(exercisesData, { clientUrl: stackInfo().databaseUrl, pool: { min: 0, max: 2 } }));
  return (await orm).em.getConnection().execute(query, params) as Promise<T[]>;
}

afterAll(async () => {
  if (orm) await (await orm).close(true);
  orm = null;
});
