import { randomUUID } from 'node:crypto';
import { afterAll } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ClientCreated, Element, ExerciseSet, Resource, SetElement } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { stackInfo, type ApiClient } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import sharp from 'sharp';
import { setsData } from '../src/sets.data.js';

export { bodyOf, errorOf, signedIn, teamWith } from '@openset/testing/clinicians';

export const SETS = '/api/clinician/sets';
export const PARAMETERS = '/api/clinician/parameters';
export const CLIENTS = '/api/clinician/clients';

/** A client of this clinician (the clients service), to give sets to. */
export async function newClient(api: ApiClient, lastname = 'Doe'): Promise<string> {
  const created = bodyOf<ClientCreated>(await api.post(CLIENTS, { firstname: 'Jane', lastname, email: `jane.${randomUUID().slice(0, 8)}@example.test` }));
  return created.client.id;
}

export const clientSet = (clientId: string, extra: Record<string, unknown> = {}) => ({ type: 'clientSet', clientId, savename: 'Home program', title: 'Knee', ...extra });

/** A custom exercise of this clinician, to name in sets. */
export async function customExercise(api: ApiClient, title = 'Squat'): Promise<string> {
  return bodyOf<Element>(await api.post('/api/clinician/exercises', { title })).id;
}

/** An uploaded image of this clinician. */
export async function uploadedImage(api: ApiClient): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#993366' } }).png().toBuffer();
  return bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/image', 'file', png, 'image.png', 'image/png')).id;
}

type ExerciseInput = Partial<Extract<SetElement, { type: 'setExercise' }>>;

/** `count` set exercises copied from the custom exercise `customId`. */
export function exercises(count: number, customId: string, extra: ExerciseInput = {}): SetElement[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'setExercise' as const,
    key: `k${index}-${randomUUID().slice(0, 8)}`,
    stockId: null,
    customId,
    title: `Exercise ${index + 1}`,
    instructions: 'Slowly.',
    reflect: false,
    thumbnailId: null,
    parameters: [{ key: `p${index}`, title: 'Reps', value: '10' }],
    resources: [],
    ...extra,
  }));
}

export const dividers = (count: number): SetElement[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'setDivider' as const, key: `d${index}`, title: `Part ${index + 1}`, instructions: '' }));

export async function createSet(api: ApiClient, body: Record<string, unknown>): Promise<ExerciseSet> {
  return bodyOf<ExerciseSet>(await api.post(SETS, { type: 'folderSet', savename: 'Template', title: 'Knee', ...body }));
}

type SetContentOf = Pick<ExerciseSet, 'savename' | 'title' | 'instructions' | 'elements' | 'education' | 'version'>;

/** A PUT body: the set's whole content and version with these changes (a PUT names every content field). */
export const updateOf = (set: SetContentOf, changes: Record<string, unknown> = {}) => ({
  savename: set.savename,
  title: set.title,
  instructions: set.instructions,
  elements: set.elements,
  education: set.education,
  version: set.version,
  ...changes,
});

let orm: Promise<MikroORM> | null = null;

/** A statement straight to the run's database (sets schema). */
export async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  orm ??= MikroORM.init(ormOptions(setsData, { clientUrl: stackInfo().databaseUrl, pool: { min: 0, max: 2 } }));
  return (await orm).em.getConnection().execute(query, params) as Promise<T[]>;
}

afterAll(async () => {
  if (orm) await (await orm).close(true);
  orm = null;
});
