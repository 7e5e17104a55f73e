import { afterAll, describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_HEADER, type ExerciseFolder } from '@openset/contracts';
import { stackInfo } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { bodyOf, EX, errorOf, signedIn } from '../../exercises/test/helpers.js';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });
afterAll(() => db.end());

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
const folderTitles = async (api: Awaited<ReturnType<typeof signedIn>>['api']) =>
  bodyOf<{ items: ExerciseFolder[] }>(await api.get(`${EX}/folders`)).items.map((folder) => folder.title);

describe('a write with an Idempotency-Key is applied once', () => {
  it('answers a repeat with the first answer and creates nothing more', async () => {
    const { api } = await signedIn();
    const key = randomUUID();
    const first = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Shoulders' }, keyed(key)));
    const again = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Shoulders' }, keyed(key)));
    expect(again).toEqual(first);
    expect(await folderTitles(api)).toEqual(['Shoulders']);
    // Without a key, or with another one, the same body is another folder.
    bodyOf(await api.post(`${EX}/folders`, { title: 'Shoulders' }, keyed(randomUUID())));
    bodyOf(await api.post(`${EX}/folders`, { title: 'Shoulders' }));
    expect(await folderTitles(api)).toEqual(['Shoulders', 'Shoulders', 'Shoulders']);
  });

  it('keeps the answer for repeats only sealed under the key: the stored row shows neither the key nor the answer', async () => {
    const { api, account } = await signedIn();
    const key = randomUUID();
    const first = bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Thoracic spine' }, keyed(key)));
    const rows = (await db.query<{ row: string }>(`select row_to_json(r)::text as row from exercises.idempotent_replies r where account_id = $1`, [account.id])).rows;
    expect(rows).toHaveLength(1);
    for (const clear of [key, first.id, 'Thoracic spine']) expect(rows[0]!.row).not.toContain(clear);
    // The caller, who holds the key, still gets the first answer back.
    expect(bodyOf<ExerciseFolder>(await api.post(`${EX}/folders`, { title: 'Thoracic spine' }, keyed(key)))).toEqual(first);
  });

  it('applies a key sent many times at once exactly once, and every attempt gets the same folder', async () => {
    const { api } = await signedIn();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post(`${EX}/folders`, { title: 'Knees' }, keyed(key))));
    const ids = answers.map((answer) => bodyOf<ExerciseFolder>(answer).id);
    expect(new Set(ids).size).toBe(1);
    expect(await folderTitles(api)).toEqual(['Knees']);
  });

  it('refuses a key used for another request, and keeps nothing of a refused write', async () => {
    const { api } = await signedIn();
    const key = randomUUID();
    bodyOf(await api.post(`${EX}/folders`, { title: 'Hips' }, keyed(key)));
    expect(errorOf(await api.post(`${EX}/folders`, { title: 'Ankles' }, keyed(key)))).toMatchObject({
      status: 409,
      code: 'ERROPERATION',
      message: 'This Idempotency-Key was used for a different request',
    });
    // A refused write keeps no answer: the same key may be sent again once the request is right.
    const refusedKey = randomUUID();
    expect(errorOf(await api.post(`${EX}/folders`, { title: 'Deep', parentId: 'no-such-folder' }, keyed(refusedKey))).code).toBe('ERRNOTFOUND');
    bodyOf(await api.post(`${EX}/folders`, { title: 'Deep' }, keyed(refusedKey)));
    expect(await folderTitles(api)).toEqual(['Deep', 'Hips']);
  });

  it('keeps keys per account: another clinician with the same key makes their own folder', async () => {
    const one = await signedIn();
    const two = await signedIn();
    const key = randomUUID();
    const first = bodyOf<ExerciseFolder>(await one.api.post(`${EX}/folders`, { title: 'Neck' }, keyed(key)));
    const second = bodyOf<ExerciseFolder>(await two.api.post(`${EX}/folders`, { title: 'Neck' }, keyed(key)));
    expect(second.id).not.toBe(first.id);
    expect(await folderTitles(two.api)).toEqual(['Neck']);
  });

  it('refuses a malformed key with ERRVALIDATION naming the header', async () => {
    const { api } = await signedIn();
    expect(errorOf(await api.post(`${EX}/folders`, { title: 'Wrists' }, keyed('short')))).toMatchObject({
      status: 400,
      code: 'ERRVALIDATION',
      details: [expect.objectContaining({ path: IDEMPOTENCY_HEADER })],
    });
    expect(await folderTitles(api)).toEqual([]);
  });
});
