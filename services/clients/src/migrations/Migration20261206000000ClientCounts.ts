import { Migration } from '@mikro-orm/migrations';

/** What each kind of statement moves: +1 per row that arrived, -1 per row that left. */
const MOVED = {
  insert: `select "owner_id", "archived", 1 as "n" from arrived`,
  update: `select "owner_id", "archived", 1 as "n" from arrived union all select "owner_id", "archived", -1 from departed`,
  delete: `select "owner_id", "archived", -1 as "n" from departed`,
} as const;

/** The transition tables each statement-level trigger on clients reads (ClientSearchVersions too). */
export const TRANSITION_TABLES = {
  insert: 'new table as arrived',
  update: 'old table as departed new table as arrived',
  delete: 'old table as departed',
} as const;

/**
 * How many clients each clinician has, active and archived, kept by the database itself: the
 * list's total without a search or filter is then one row instead of a count over every client
 * of the practice (0.8 to 1.2 ms of PostgreSQL's time per page at 10,000 clients, most of what a
 * page cost it; bench/clients.mjs). Statement-level triggers with transition tables net the
 * change per (owner, archived) once per statement, so a bulk archive of 100 clients or an import
 * writes each counter once, in key order (two bulk statements never wait on each other in a
 * circle), and an update that moves no client between counters writes nothing.
 */
export class Migration20261206000000ClientCounts extends Migration {
  override up(): void {
    this.addSql(`
      create table "clients"."client_counts" (
        "owner_id" text not null,
        "archived" boolean not null,
        -- No check (n >= 0): PostgreSQL checks the row an upsert proposes (-1 for a delete)
        -- before it finds the conflict that turns it into an update.
        "n" integer not null,
        primary key ("owner_id", "archived")
      )`);
    for (const event of ['insert', 'update', 'delete'] as const) {
      this.addSql(`
        create function "clients"."client_counts_on_${event}"() returns trigger language plpgsql as $$
        begin
          insert into "clients"."client_counts" ("owner_id", "archived", "n")
          select "owner_id", "archived", sum("n")::integer from (${MOVED[event]}) moved
          group by "owner_id", "archived" having sum("n") <> 0
          order by "owner_id", "archived"
          on conflict ("owner_id", "archived") do update set "n" = "client_counts"."n" + excluded."n";
          return null;
        end $$`);
      this.addSql(`
        create trigger "client_counts_on_${event}" after ${event} on "clients"."clients"
        referencing ${TRANSITION_TABLES[event]} for each statement execute function "clients"."client_counts_on_${event}"()`);
    }
    // Clients written before the counters.
    this.addSql(`
      insert into "clients"."client_counts" ("owner_id", "archived", "n")
      select "owner_id", "archived", count(*)::integer from "clients"."clients" group by 1, 2`);
  }
}
