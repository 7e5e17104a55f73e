import { Migration } from '@mikro-orm/migrations';

/**
 * Movements: the stock library holds each movement in many variants (position, equipment,
 * mode, surface, side), and the browser shows one row per movement (docs/architecture.md,
 * "Movements"). The import writes, per row:
 * - `movement_key`: the movement it is a variant of (null: the row is a movement of its own,
 *   as every custom element and every imported item whose source names no movement is);
 * - `variant_key`: the variant without its side, shared by its left and right rows;
 * - `side`: left, right or null;
 * - `variant_en`, `variant_fr`: the variant in a few words, side left out.
 * The search index reads them, so the triggers that stamp the search version watch them too.
 */
export class Migration20261123020000Movements extends Migration {
  override up(): void {
    this.addSql(`alter table "exercises"."elements"
        add column "movement_key" text null,
        add column "variant_key" text null,
        add column "side" text null check ("side" in ('left', 'right')),
        add column "variant_en" text null,
        add column "variant_fr" text null`);
    this.addSql(`create index "elements_movement" on "exercises"."elements" ("movement_key") where "movement_key" is not null`);

    const indexed = `"scope", "owner_id", "team_id", "org_id", "folder_id", "stack_id", "is_stack", "category_id",
      "body_regions", "equipment", "position", "title_en", "title_fr", "thumbnail_id", "sort_order", "parameters", "instructions_en",
      "instructions_fr", "movement_key", "variant_key", "side", "variant_en", "variant_fr"`;
    this.addSql(`drop trigger "elements_search_version" on "exercises"."elements"`);
    this.addSql(`drop trigger "elements_search_stamp" on "exercises"."elements"`);
    this.addSql(`create trigger "elements_search_version" before insert or delete or update of ${indexed}
      on "exercises"."elements" for each statement execute function "exercises"."next_search_version"()`);
    this.addSql(`create trigger "elements_search_stamp" before insert or update of ${indexed}
      on "exercises"."elements" for each row execute function "exercises"."stamp_search_version"()`);
  }
}
