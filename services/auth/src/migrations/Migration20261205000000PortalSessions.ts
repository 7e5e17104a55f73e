import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions of clients signed in to the client portal: a table of their own, so a client's session
 * is never an account's (no account row, no clinician role) and ending a client's access (archive,
 * delete, key reset) ends exactly its sessions.
 */
export class Migration20261205000000PortalSessions extends Migration {
  override up(): void {
    this.addSql(`
      create table "auth"."portal_sessions" (
        "id" text primary key,
        "client_id" text not null,
        "owner_id" text not null,
        "lang" text not null,
        "csrf_token" text not null,
        "created_at" timestamptz not null,
        "last_seen_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "ip" text not null,
        "user_agent" text null
      )`);
    this.addSql('create index "portal_sessions_client" on "auth"."portal_sessions" ("client_id")');
    this.addSql('create index "portal_sessions_expires" on "auth"."portal_sessions" ("expires_at")');
  }
}
