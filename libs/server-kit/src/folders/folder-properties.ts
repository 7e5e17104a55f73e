import { p } from '@mikro-orm/core';
import { FOLDER_KINDS } from '@openset/contracts';

/**
 * The columns every folder tree shares (exercise folders, set folders): spread into a service's
 * own `defineEntity`, which may add columns of its own. `kind` decides which ownership column
 * counts (owner, team or org); `depth` is 1 for a root folder.
 */
export const folderProperties = {
  id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
  kind: p.enum(FOLDER_KINDS),
  /** Who created it; for user folders also the only one who sees it. */
  ownerId: p.text(),
  teamId: p.text().nullable(),
  orgId: p.text().nullable(),
  parentId: p.uuid().nullable(),
  depth: p.integer(),
  title: p.text(),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
};

/** The folders table of a schema, for the migration that adds it (exercise folders have two columns more). */
export function folderTableSql(schema: string, table = 'folders'): string[] {
  return [
    `create table "${schema}"."${table}" (
      "id" uuid primary key default gen_random_uuid(),
      "kind" text not null check ("kind" in ('user','team','org')),
      "owner_id" text not null,
      "team_id" text null,
      "org_id" text null,
      "parent_id" uuid null references "${schema}"."${table}" ("id") on delete restrict,
      "depth" integer not null check ("depth" >= 1),
      "title" text not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      check (("kind" = 'team') = ("team_id" is not null) and ("kind" = 'org') = ("org_id" is not null))
    )`,
    `create index "${table}_user" on "${schema}"."${table}" ("owner_id") where "kind" = 'user'`,
    `create index "${table}_team" on "${schema}"."${table}" ("team_id") where "kind" = 'team'`,
    `create index "${table}_org" on "${schema}"."${table}" ("org_id") where "kind" = 'org'`,
    `create index "${table}_parent" on "${schema}"."${table}" ("parent_id")`,
  ];
}
