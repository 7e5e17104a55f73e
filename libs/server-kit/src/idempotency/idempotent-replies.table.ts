import { Migration } from '@mikro-orm/migrations';
import type { Constructor } from '@mikro-orm/core';

/**
 * Where a service keeps the answers to keyed writes (see once-per-key.ts), in its own schema. The
 * primary key is what makes a write happen once: a second attempt's insert of the same key waits
 * for the first attempt's transaction and finds its row, or takes over when it rolled back.
 * "key" holds a hash of the Idempotency-Key and "reply" the answer sealed under it, a JSON
 * string (sealed-reply.ts): the table alone gives away neither.
 */
export const idempotentRepliesTableSql = (schema: string): string[] => [
  `create table if not exists "${schema}"."idempotent_replies" (
    "account_id" text not null,
    "key" text not null,
    "request_hash" text not null,
    "reply" jsonb null,
    "created_at" timestamptz not null default now(),
    primary key ("account_id", "key")
  )`,
  `create index if not exists "idempotent_replies_created_at_idx" on "${schema}"."idempotent_replies" ("created_at")`,
];

/**
 * The tables every service gets from the kit, whatever its own migrations hold, so a service
 * added later has them without anyone remembering to. Listed after the service's own migrations.
 */
export function kitMigrations(schema: string): { name: string; class: Constructor<Migration> }[] {
  class KitIdempotentReplies extends Migration {
    override up(): void {
      for (const statement of idempotentRepliesTableSql(schema)) this.addSql(statement);
    }
  }
  // Answers kept before they were sealed (sealed-reply.ts) are never matched again, since rows
  // are now found by the key's hash; they are deleted at once rather than left in clear until
  // the daily purge. A sealed answer is a JSON string; those were objects.
  class KitUnsealedRepliesGone extends Migration {
    override up(): void {
      this.addSql(`delete from "${schema}"."idempotent_replies" where jsonb_typeof("reply") is distinct from 'string'`);
    }
  }
  return [
    { name: 'Kit20261123000000IdempotentReplies', class: KitIdempotentReplies },
    { name: 'Kit20261124000000UnsealedRepliesGone', class: KitUnsealedRepliesGone },
  ];
}
