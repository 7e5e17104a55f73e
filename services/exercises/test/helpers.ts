import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Element, ElementPage } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { stackInfo, type ApiClient } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import { afterAll } from '@jest/globals';
import { exercisesData } from '../src/exercises.data.js';
import { DiskFileStore } from '../src/files/file-store.js';
import type { LibraryItem } from '@openset/exercise-library';
import { loadLibrary, type LoadTarget } from '../src/stock-library/load-library.js';

export const EX = '/api/clinician/exercises';

export { bodyOf, errorOf, signedIn, teamWith } from '@openset/testing/clinicians';

export async function createExercise(api: ApiClient, body: Record<string, unknown>, query = ''): Promise<Element> {
  return bodyOf<Element>(await api.post(`${EX}${query}`, body));
}

export async function list(api: ApiClient, tab: string, query: Record<string, string | number> = {}): Promise<ElementPage> {
  return bodyOf<ElementPage>(await api.get(`${EX}${tab ? `/${tab}` : ''}`, query));
}

/** A library item of the normalised import shape, with a unique key. */
export function libraryItem(overrides: Partial<LibraryItem> = {}): LibraryItem {
  return {
    source: 'test-library',
    sourceKey: randomUUID(),
    title: { en: 'Test exercise', fr: 'Exercice de test' },
    instructions: { en: 'Do it slowly.', fr: 'Faites-le lentement.' },
    category: 'test-category',
    // No region unless a test names one: other files' searches by region ("shoulder" is one) run
    // beside these loads on the same stock library, and must not see its total move.
    bodyRegions: [],
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
