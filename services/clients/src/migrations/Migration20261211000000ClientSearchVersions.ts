import { Migration } from '@mikro-orm/migrations';
import { TRANSITION_TABLES } from './Migration20261206000000ClientCounts.js';

/** The owners a statement touched: those of the rows that arrived and of those that left. */
const TOUCHED = {
  insert: `select "owner_id" from arrived`,
  update: `select "owner_id" from arrived union select "owner_id" from departed`,
  delete: `select "owner_id" from departed`,
} as const;

/**
 * A version per clinician, moved by every statement that writes one of their clients, in the
 * statement's own transaction: the clients service's in-memory search (clients/search) answers
 * from a copy of a clinician's rows only while the version it was read at is still the current
 * one, so a change committed through any copy of the service is never missed. Statement-level
 * triggers, as for the counters: a bulk archive moves each version once, in key order.
 */
export class Migration20261211000000ClientSearchVersions extends Migration {
  override up(): void {
    this.addSql(`
      create table "clients"."client_versions" (
        "owner_id" text primary key,
        "version" bigint not null
      )`);
    for (const event of ['insert', 'update', 'delete'] as const) {
      this.addSql(`
        create function "clients"."client_versions_on_${event}"() returns trigger language plpgsql as $$
        begin
          insert into "clients"."client_versions" ("owner_id", "version")
          -- Each owner once: a row proposed twice in one upsert is an error.
          select distinct "owner_id", 1 from (${TOUCHED[event]}) touched
          order by "owner_id"
          on conflict ("owner_id") do update set "version" = "client_versions"."version" + 1;
          return null;
        end $$`);
      this.addSql(`
        create trigger "client_versions_on_${event}" after ${event} on "clients"."clients"
        referencing ${TRANSITION_TABLES[event]} for each statement execute function "clients"."client_versions_on_${event}"()`);
    }
    this.addSql(`insert into "clients"."client_versions" ("owner_id", "version") select distinct "owner_id", 1 from "clients"."clients"`);
  }

  override down(): void {
    for (const event of ['insert', 'update', 'delete'] as const) {
      this.addSql(`drop trigger "client_versions_on_${event}" on "clients"."clients"`);
      this.addSql(`drop function "clients"."client_versions_on_${event}"()`);
    }
    this.addSql('drop table "clients"."client_versions"');
  }
}
