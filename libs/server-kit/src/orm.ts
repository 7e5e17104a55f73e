import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { serverConfig } from './config.js';
import type { Logger } from 'pino';
import { kitMigrations } from './idempotency/idempotent-replies.table.js';

export interface ServiceDataDefinition {
  /** The PostgreSQL schema this service owns; no other service reads it. */
  schema: string;
  entities: NonNullable<Options['entities']>;
  /** In order. Listed explicitly so the compiled service needs no file discovery. */
  migrations: Constructor<Migration>[];
}

export function ormOptions(data: ServiceDataDefinition, overrides: Partial<Options> = {}): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: serverConfig.databaseUrl,
    schema: data.schema,
    entities: data.entities,
    extensions: [Migrator],
    migrations: {
      tableName: 'mikro_orm_migrations',
      schema: data.schema,
      migrationsList: [...data.migrations.map((migration) => ({ name: migration.name, class: migration })), ...kitMigrations(data.schema)],
      // Migrations are hand-written SQL: no schema snapshot files next to the process.
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    pool: { min: 1, max: Number(process.env.DB_POOL_MAX ?? 10) },
    debug: false,
    // Placeholder services own a schema before they own tables.
    discovery: { warnWhenNoEntities: false },
    ...overrides,
  };
}

/**
 * Creates the service's schema and applies its pending migrations. Run by `migrate` before the
 * service starts (never by the service itself, so that many copies can start at once).
 */
export async function migrateService(data: ServiceDataDefinition, logger?: Logger): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(data, { pool: { min: 0, max: 2 } }));
  try {
    await orm.em.getConnection().execute(`create schema if not exists "${data.schema}"`);
    const applied = await orm.migrator.up();
    const names = applied.map((migration) => migration.name);
    logger?.info({ schema: data.schema, applied: names }, 'migrations applied');
    return names;
  } finally {
    await orm.close(true);
  }
}
