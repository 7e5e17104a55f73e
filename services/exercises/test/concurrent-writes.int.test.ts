import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Element } from '@openset/contracts';
import { stackInfo } from '@openset/testing';
import { EX, bodyOf, createExercise, list, signedIn } from './helpers.js';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 3 });
afterAll(() => db.end());

/** A word no title holds yet: a write that brings it adds it to the search's words. */
const newWord = () => `w${randomUUID().replace(/[^a-f]/g, '').slice(0, 10)}`;

/**
 * Clinician A's exercise write in a transaction that stays open: an edit of A's own exercise and
 * a new exercise, each with a title word the library has never held, as the service writes them.
 * Whatever these take, A holds until `commit`.
 */
async function openWriteOf(accountId: string, exerciseId: string) {
  const client = await db.connect();
  await client.query('begin');
  await client.query(`update "exercises"."elements" set "title_en" = $1, "updated_at" = now() where "id" = $2`, [`Bridge ${newWord()}`, exerciseId]);
  await client.query(`insert into "exercises"."elements" ("scope", "owner_id", "title_en") values ('user', $1, $2)`, [accountId, `Plank ${newWord()}`]);
  return {
    commit: async () => {
      await client.query('commit');
      client.release();
    },
  };
}

/** Statements in a transaction of their own that gives up on any lock not granted in 200 ms. */
async function underLockTimeout(statements: [string, unknown[]][]): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query(`set local lock_timeout = '200ms'`);
    for (const [sql, params] of statements) await client.query(sql, params);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** The promise's value if it settles within `ms`, else a rejection saying it waited. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);
}

describe('two clinicians\' exercise writes do not wait on each other', () => {
  it('writes of one clinician complete while another\'s write holds its transaction open', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const aExercise = await createExercise(a.api, { title: 'Bridge' });
    const bExercise = await createExercise(b.api, { title: 'Squat' });

    const held = await openWriteOf(a.account.id, aExercise.id);
    try {
      // What the service does for B (an edit, a new exercise, each with a new word), under a
      // 200 ms lock timeout: any lock A's open transaction holds that B needs would fail it.
      await underLockTimeout([
        [`update "exercises"."elements" set "title_en" = $1, "updated_at" = now() where "id" = $2`, [`Squat ${newWord()}`, bExercise.id]],
        [`insert into "exercises"."elements" ("scope", "owner_id", "title_en") values ('user', $1, $2)`, [b.account.id, `Lunge ${newWord()}`]],
      ]);
      // And through the API: B's edit and new exercise are answered while A still holds its locks.
      const renamed = `Squat ${newWord()}`;
      bodyOf<Element>(await within(5_000, b.api.put(`${EX}/${bExercise.id}`, { title: renamed })));
      const created = await within(5_000, createExercise(b.api, { title: `Lunge ${newWord()}` }));
      // Found at once, by the words it brought.
      expect((await list(b.api, 'user', { search: renamed })).items.map((e) => e.id)).toEqual([bExercise.id]);
      expect(created.id).toBeTruthy();

      // The control: the same timeout does stop a write that needs what A holds (A's own row).
      await expect(
        underLockTimeout([[`update "exercises"."elements" set "title_en" = 'Bridge again' where "id" = $1`, [aExercise.id]]]),
      ).rejects.toThrow(/lock timeout/);
    } finally {
      await held.commit();
    }
  });
});
