import { Migration } from '@mikro-orm/migrations';

/**
 * A clinician's reply in a client's messages. `author_id` is the clinician's account; the
 * client's own messages have none. `read` is the other side's: a client's message read by the
 * clinicians, a reply read by the client. The unread count on the client's row stays the
 * client's messages only (the clients list's filter).
 */
export class Migration20261210000000FeedbackReplies extends Migration {
  override up(): void {
    this.addSql('alter table "clients"."feedback" add column "author_id" uuid null');
  }

  override down(): void {
    this.addSql('delete from "clients"."feedback" where "author_id" is not null');
    this.addSql('alter table "clients"."feedback" drop column "author_id"');
  }
}
