import pg from 'pg';
import { stackInfo } from './stack-info.js';

/**
 * Plain SQL against the test stack's database, for a test that checks what a service stored: one
 * client, opened on the first query; `end()` closes it (call it in `afterAll`).
 */
export function stackSql() {
  let db: Promise<pg.Client> | null = null;
  return {
    async sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
      db ??= (async () => {
        const client = new pg.Client({ connectionString: stackInfo().databaseUrl });
        await client.connect();
        return client;
      })();
      return (await (await db).query(query, params)).rows as T[];
    },
    async end(): Promise<void> {
      await (await db)?.end();
    },
  };
}
