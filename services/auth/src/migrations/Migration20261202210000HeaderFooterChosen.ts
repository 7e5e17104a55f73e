import { Migration } from '@mikro-orm/migrations';

/**
 * Whether the clinician ever chose a header and footer (saved headerFooterId, a header or none).
 * Until they have, the team header is selected for them on their first fetch of the headers.
 */
export class Migration20261202210000HeaderFooterChosen extends Migration {
  override up(): void {
    this.addSql('alter table "auth"."accounts" add column "header_footer_chosen" boolean not null default false');
    this.addSql('update "auth"."accounts" set "header_footer_chosen" = true where "header_footer_id" is not null');
  }
}
