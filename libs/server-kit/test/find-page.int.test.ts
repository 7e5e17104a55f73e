import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defineEntity, p } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { findPage, ormOptions } from '@openset/server-kit';
import { stackInfo } from '@openset/testing';

/**
 * A page and its list's total, as findAndCount answers them, on a real PostgreSQL: seven rows
 * (a client's sets, say) paged by three, and the statements each page sends.
 */
const schema = `kit_find_page_${process.pid}`;
const RowSchema = defineEntity({
  name: 'PagedRow',
  tableName: 'rows',
  properties: { id: p.integer().primary(), owner: p.text() },
});

let orm: MikroORM;
const sent: string[] = [];

beforeAll(async () => {
  orm = await MikroORM.init(
    ormOptions(
      { schema, entities: [RowSchema], migrations: [] },
      {
        clientUrl: stackInfo().databaseUrl,
        pool: { min: 0, max: 2 },
        onQuery: (sql) => (sent.push(sql), sql),
      },
    ),
  );
  const connection = orm.em.getConnection();
  await connection.execute(`create schema "${schema}"`);
  await connection.execute(`create table "${schema}"."rows" ("id" int primary key, "owner" text not null)`);
  await connection.execute(`insert into "${schema}"."rows" select i, case when i <= 7 then 'ann' else 'bob' end from generate_series(1, 9) as i`);
});

afterAll(async () => {
  await orm.em.getConnection().execute(`drop schema "${schema}" cascade`);
  await orm.close(true);
});

/** The page of `owner` at `offset`, its total, how many statements it sent, and what findAndCount answers. */
async function pageAt(owner: string, offset: number, limit = 3) {
  const options = { orderBy: { id: 'asc' as const }, offset, limit };
  sent.length = 0;
  const [rows, total] = await findPage(orm.em.fork(), RowSchema, { owner }, options);
  const statements = sent.length;
  const [expectedRows, expectedTotal] = await orm.em.fork().findAndCount(RowSchema, { owner }, options);
  return { ids: rows.map((row) => row.id), total, statements, expected: { ids: expectedRows.map((row) => row.id), total: expectedTotal } };
}

describe('a page and its total', () => {
  it('are those of findAndCount on every page of a list, the last one short', async () => {
    for (const offset of [0, 3, 6]) {
      const page = await pageAt('ann', offset);
      expect({ ids: page.ids, total: page.total }).toEqual(page.expected);
    }
    expect((await pageAt('ann', 6)).ids).toEqual([7]);
    expect((await pageAt('ann', 0)).total).toBe(7);
  });

  it('come from one statement when the page is short: a list of one page, its last page, an empty list', async () => {
    expect(await pageAt('ann', 0, 10)).toMatchObject({ ids: [1, 2, 3, 4, 5, 6, 7], total: 7, statements: 1 });
    expect(await pageAt('ann', 6)).toMatchObject({ ids: [7], total: 7, statements: 1 });
    expect(await pageAt('nobody', 0)).toMatchObject({ ids: [], total: 0, statements: 1 });
  });

  it('are counted when the page is full or past the end, where the rows cannot tell the total', async () => {
    expect(await pageAt('ann', 3)).toMatchObject({ ids: [4, 5, 6], total: 7, statements: 2 });
    // A list that ends exactly on a page: the full page cannot know nothing follows it.
    expect(await pageAt('bob', 0, 2)).toMatchObject({ ids: [8, 9], total: 2, statements: 2 });
    expect(await pageAt('ann', 9)).toMatchObject({ ids: [], total: 7, statements: 2 });
  });
});
