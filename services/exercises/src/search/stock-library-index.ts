import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { serviceLogger } from '@openset/server-kit';
import { ElementsRepository } from '../elements/elements.repository.js';
import { StockIndex, type StockIndexRow } from './stock-index.js';

const logger = serviceLogger('exercises');
const RETRY_MS = 500;

const GENERATION_SQL = `select "generation"::text as "generation" from "exercises"."stock_generation"`;

const ROWS_SQL = `select e."id", e."title_en", e."is_stack", e."stack_id" is null as "top_level", e."folder_id",
    e."category_id", e."body_regions", e."equipment", e."position",
    e."search_en"::text as "search_en", e."search_fr"::text as "search_fr"
  from "exercises"."element_search" e
  where e."scope" = 'stock'
  order by e."title_en" collate "C", e."id"`;

/**
 * This copy of the service's in-memory index of the stock library. Searches ask for the index
 * of the generation they read (stock_generation moves with every change to stock rows); while
 * that generation is being built they get null and search in PostgreSQL instead, so a library
 * just imported is found at once and nobody waits for the index.
 */
@Injectable()
export class StockLibraryIndex implements OnApplicationBootstrap {
  private index: StockIndex | null = null;
  private building: Promise<StockIndex | null> | null = null;

  constructor(private readonly repo: ElementsRepository) {}

  onApplicationBootstrap(): void {
    void this.rebuild();
  }

  async generation(): Promise<string> {
    const [row] = await this.repo.execute<{ generation: string }[]>(GENERATION_SQL);
    return row?.generation ?? '0';
  }

  /** The index of this generation, or null (and a rebuild under way) when this copy has another. */
  at(generation: string): StockIndex | null {
    if (this.index?.generation === generation) return this.index;
    void this.rebuild();
    return null;
  }

  /** Builds the index of the current generation (joining a build under way); null if it failed. */
  rebuild(): Promise<StockIndex | null> {
    this.building ??= this.load()
      .then((index) => (this.index = index))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'stock search index not built; searching in PostgreSQL');
        return null;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /**
   * Rows and generation read consistently: the generation before and after the rows must agree,
   * else a change landed in between and the read starts again.
   */
  private async load(): Promise<StockIndex> {
    for (;;) {
      const started = Date.now();
      const before = await this.generation();
      const rows = await this.repo.execute<StockIndexRow[]>(ROWS_SQL);
      if ((await this.generation()) !== before) {
        // A library is being loaded batch by batch: let it get on before reading again.
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        continue;
      }
      const index = StockIndex.build(before, rows);
      logger.info(
        { generation: before, exercises: index.size, megabytes: Math.round(index.byteSize() / 1e6), ms: Date.now() - started },
        'stock search index built',
      );
      return index;
    }
  }
}
