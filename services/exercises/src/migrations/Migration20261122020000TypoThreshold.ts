import { Migration } from '@mikro-orm/migrations';

/**
 * pg_trgm's default word-similarity threshold (0.6) misses a one-letter typo in a nine-letter
 * word ("elevasion" for "élévation" scores 0.54). 0.5 keeps those and still leaves unrelated
 * titles out; ranking puts the closest first. Set for the database (new connections pick it up;
 * migrations run before the services connect) because the `<%` operator reads it from the session
 * and the search must stay one indexable statement. Without the right to alter the database the
 * default stays and only typo tolerance is weaker.
 */
export class Migration20261122020000TypoThreshold extends Migration {
  override up(): void {
    this.addSql(`
      do $body$
      begin
        execute format('alter database %I set pg_trgm.word_similarity_threshold = 0.5', current_database());
      exception when insufficient_privilege then
        raise notice 'cannot set pg_trgm.word_similarity_threshold: %', sqlerrm;
      end
      $body$`);
  }
}
