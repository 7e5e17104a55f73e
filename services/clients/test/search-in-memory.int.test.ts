import { afterAll, describe, expect, it } from '@jest/globals';
import type { ClientListItem } from '@openset/contracts';
import { stackInfo } from '@openset/testing';
import pg from 'pg';
import { CLIENTS, addClient, bodyOf, signedIn } from './helpers.js';

type Page = { items: ClientListItem[]; total: number };

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

/** The page PostgreSQL itself gives for a search (the list's order, `like` on the folded text). */
async function fromDatabase(ownerId: string, term: string, order: string, skip = 0, limit = 50): Promise<{ ids: string[]; total: number }> {
  const where = `c."owner_id" = $1 and not c."archived" and c."search_text" like '%' || "clients"."folded"($2) || '%'`;
  const { rows } = await db.query<{ id: string }>(`select c."id" from "clients"."clients" c where ${where} order by ${order} limit $3 offset $4`, [ownerId, term.toLowerCase(), limit, skip]);
  const { rows: [count] } = await db.query<{ n: number }>(`select count(*)::int as "n" from "clients"."clients" c where ${where}`, [ownerId, term.toLowerCase()]);
  return { ids: rows.map((row) => row.id), total: count!.n };
}

const byName = (column: string, dir: string) => `lower(c."${column}") collate "und-x-icu" ${dir}`;

/**
 * Writes a client's last name the way no service would, without moving the clinician's version
 * (triggers do not fire for a session in the replica role): only a search answered from a copy of
 * the rows still shows the old name afterwards.
 */
async function renameBehindTheVersion(clientId: string, lastname: string): Promise<void> {
  const client = await db.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(`update "clients"."clients" set "lastname" = $2 where "id" = $1`, [clientId, lastname]);
  } finally {
    await client.query(`set session_replication_role = default`);
    client.release();
  }
}

describe('the clients search in memory', () => {
  it('answers what PostgreSQL answers, in every sort and direction, page by page', async () => {
    const { account, api } = await signedIn();
    const people = [
      ['Émilie', 'Côté'], ['Emily', 'Cote'], ['Marc', 'Gagnon'], ['Léa', 'Martin'], ['Marie', 'Martinez'], ['Olivia', 'Smith'],
      ['Theo', 'Smith'], ['Anna', "O'Brien"], ['Chloé', 'Tremblay'], ['Mohammed', 'Ali'], ['Mei', 'Chen'], ['Marco', 'Lévesque'],
    ];
    for (const [first, last] of people) {
      await addClient(api, { firstname: first, lastname: last, email: `${first}.${last}.${account.id.slice(0, 8)}@mail.example`.normalize('NFD').replace(/\p{M}|'/gu, '').toLowerCase() });
    }
    const sorts: Record<string, (dir: string) => string> = {
      lastname: (dir) => `${byName('lastname', dir)}, ${byName('firstname', dir)}, c."id" ${dir}`,
      firstname: (dir) => `${byName('firstname', dir)}, ${byName('lastname', dir)}, c."id" ${dir}`,
      email: (dir) => `lower(c."email") ${dir}, c."id" ${dir}`,
      updated: (dir) => `c."updated_at" ${dir}, c."id" ${dir}`,
      created: (dir) => `c."created_at" ${dir}, c."id" ${dir}`,
    };
    // Twice over: the first searches find this copy without the clinician's rows and read them
    // again in the background; by the second round they are answered from memory.
    for (const round of [1, 2]) {
      for (const term of ['mar', 'cote', 'CÔTÉ', "o'b", 'mail.example', 'smith', 'zzz']) {
        for (const [sort, order] of Object.entries(sorts)) {
          for (const dir of ['asc', 'desc']) {
            const expected = await fromDatabase(account.id, term, order(dir), 1, 3);
            const page = bodyOf<Page>(await api.get(CLIENTS, { search: term, sort, sortDir: dir, skip: 1, limit: 3 }));
            expect({ round, term, sort, dir, total: page.total, ids: page.items.map((client) => client.id) }).toEqual({ round, term, sort, dir, ...expected });
          }
        }
      }
      if (round === 1) await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
  });

  it('answers from memory while the rows are current, and sees a change made through the service at once', async () => {
    const { api } = await signedIn();
    const jane = await addClient(api, { firstname: 'Jane', lastname: 'Prescott' });
    await addClient(api, { firstname: 'John', lastname: 'Prescott' });
    const lastnames = async () => bodyOf<Page>(await api.get(CLIENTS, { search: 'prescott' })).items.map((client) => `${client.firstname} ${client.lastname}`);
    expect(await lastnames()).toEqual(['Jane Prescott', 'John Prescott']);
    // That search found no copy of the rows and had them read in the background (two rows: a
    // moment); the one after it is answered from memory.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await lastnames()).toEqual(['Jane Prescott', 'John Prescott']);

    // A write that did not move the version is not seen: the answer is the copy's.
    await renameBehindTheVersion(jane.client.id, 'Prescott-Hidden');
    expect(await lastnames()).toEqual(['Jane Prescott', 'John Prescott']);
    // A change through the service moves the version: the very next search reads the database.
    bodyOf(await api.put(`${CLIENTS}/${jane.client.id}`, { lastname: 'Prescott-Hale' }));
    expect(await lastnames()).toEqual(['John Prescott', 'Jane Prescott-Hale']);
    bodyOf(await api.delete(`${CLIENTS}/${jane.client.id}`));
    expect(await lastnames()).toEqual(['John Prescott']);
  });
});
