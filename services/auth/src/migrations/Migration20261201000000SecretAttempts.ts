import { Migration } from '@mikro-orm/migrations';
import { secretAttemptsTableSql } from '@openset/server-kit';

/**
 * Failed checks of a secret are counted by server-kit's one limiter (per account and address,
 * per address, per account); its table replaces the login attempts, which only login used.
 */
export class Migration20261201000000SecretAttempts extends Migration {
  override up(): void {
    for (const statement of secretAttemptsTableSql('auth')) this.addSql(statement);
    this.addSql('drop table if exists "auth"."login_attempts"');
  }
}
