import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An event waiting in the service's own schema to be published (the outbox). `prefix` is the NATS
 * prefix of the deployment that wrote it: deployments sharing one database (test runs) publish
 * only their own.
 */
export const OutboxEvent = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    prefix: p.string(),
    subject: p.string(),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    publishedAt: p.datetime().nullable(),
  },
});
export type OutboxEvent = InferEntity<typeof OutboxEvent>;

/** The outbox table of a service's schema: for the migration that adds it. */
export function outboxTableSql(schema: string): string[] {
  return [
    `create table "${schema}"."outbox" (
      id uuid primary key,
      prefix text not null,
      subject text not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      published_at timestamptz null
    )`,
    `create index "outbox_unpublished" on "${schema}"."outbox" (prefix, created_at) where published_at is null`,
  ];
}
