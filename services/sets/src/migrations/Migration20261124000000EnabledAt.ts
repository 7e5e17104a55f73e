import { Migration } from '@mikro-orm/migrations';

/**
 * When a client set was last put in the client portal (`enabled_at`): adherence counts its
 * exercises as planned from that day, not from before the client had it. Sets already in the
 * portal count from their creation, the best that is known of them. The check keeps the column
 * true to `enabled` for client sets (templates have no portal).
 */
export class Migration20261124000000EnabledAt extends Migration {
  override up(): void {
    this.addSql('alter table "sets"."sets" add column "enabled_at" timestamptz null');
    this.addSql(`update "sets"."sets" set "enabled_at" = "created_at" where "kind" = 'clientSet' and "enabled"`);
    this.addSql(`alter table "sets"."sets" add constraint "sets_enabled_at" check ("kind" <> 'clientSet' or "enabled" = ("enabled_at" is not null))`);
  }
}
