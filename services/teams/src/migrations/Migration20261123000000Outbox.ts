import { Migration } from '@mikro-orm/migrations';
import { outboxTableSql } from '@openset/server-kit';

/** The outbox: changes to organisations, teams and memberships as events that cannot be lost. */
export class Migration20261123000000Outbox extends Migration {
  override up(): void {
    for (const statement of outboxTableSql('teams')) this.addSql(statement);
  }
}
