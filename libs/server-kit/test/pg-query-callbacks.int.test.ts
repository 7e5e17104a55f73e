import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { queryWithCallback } from '@openset/server-kit';
import { stackInfo } from '@openset/testing';
import pg from 'pg';

/**
 * The ORM's connections answer as pg's own do once their promise-style queries are built with
 * their callback: rows, errors with PostgreSQL's code, and the other call forms untouched.
 */
let pool: pg.Pool;
let client: pg.PoolClient;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });
  pool.on('connect', queryWithCallback);
  client = await pool.connect();
});

afterAll(async () => {
  client.release();
  await pool.end();
});

describe('queries built with their callback', () => {
  it('answer a statement with its rows and fields, parameters bound', async () => {
    const result = await client.query<{ n: number; word: string }>('select $1::int + 1 as n, $2::text as word', [41, 'étirement']);
    expect(result.rows).toEqual([{ n: 42, word: 'étirement' }]);
    expect(result.fields.map((field) => field.name)).toEqual(['n', 'word']);
    expect(result.command).toBe('SELECT');
  });

  it("reject a statement PostgreSQL refuses, with PostgreSQL's error code, and the connection goes on", async () => {
    await expect(client.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('leave the callback form and query objects as pg has them', async () => {
    const viaCallback = await new Promise<unknown[]>((resolve, reject) => client.query('select 3 as n', [], (error, result) => (error ? reject(error) : resolve(result.rows))));
    expect(viaCallback).toEqual([{ n: 3 }]);
    const submitted = new pg.Query('select 4 as n');
    const rows = new Promise<unknown[]>((resolve) => submitted.on('end', (result: pg.QueryResult) => resolve(result.rows)));
    client.query(submitted);
    expect(await rows).toEqual([{ n: 4 }]);
  });
});
