import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '@openset/server-kit';
import type { Logger } from 'pino';
import { exercisesData } from '../exercises.data.js';
import { createFileStore } from '../files/file-store.js';
import { describeFigures, libraryFigures } from './library-figures.js';
import { loadLibrary } from './load-library.js';
import { libraryVersion, readSource, sharedDataPresent, type LibrarySource } from '@openset/exercise-library';

/**
 * How `loadLibrary` writes rows: raised when that changes, so a library loaded the old way is
 * loaded again even though its content did not change (2: pictures' French captions; 3: rows a
 * load no longer holds are retired, regions and equipment updated).
 */
const LOAD_FORMAT = 3;

/**
 * Run by migrate before the service starts: loads the authored catalogue into the stock library
 * when it is empty or its version changed, and the shared data sets (wger, everkinetic,
 * free-exercise-db: read together, each movement once) when they
 * are present beside the project. Each source is skipped when its stored version matches; a
 * missing source is logged and skipped, the product works without it.
 */
export async function loadLibraries(logger: Logger): Promise<void> {
  const orm = await MikroORM.init(ormOptions(exercisesData, { pool: { min: 0, max: 2 } }));
  const conn = orm.em.getConnection();
  const files = createFileStore();
  try {
    const sources: LibrarySource[] = ['openset'];
    if (sharedDataPresent('wger')) sources.push('wger');
    if (sharedDataPresent('everkinetic')) sources.push('everkinetic');
    if (sharedDataPresent('free-exercise-db')) sources.push('free-exercise-db');
    let loaded = false;
    for (const source of sources) {
      const started = Date.now();
      let parsed;
      try {
        parsed = await readSource(source);
      } catch (error) {
        logger.warn({ source, err: String(error) }, 'library source not available, skipped');
        continue;
      }
      const version = `${LOAD_FORMAT}:${libraryVersion(parsed.items, parsed.categories)}`;
      const key = `library:stock:${source}`;
      const [stored] = await conn.execute<{ value: string }[]>(
        'select "value" from "exercises"."library_state" where "key" = ?',
        [key],
      );
      if (stored?.value === version) {
        logger.info({ source, items: parsed.items.length, ms: Date.now() - started }, 'library unchanged');
        continue;
      }
      const result = await loadLibrary(
        conn,
        files,
        parsed.items,
        parsed.categories,
        { kind: 'stock' },
        { wholeSource: true },
      );
      await conn.execute(
        `insert into "exercises"."library_state" ("key", "value") values (?, ?)
         on conflict ("key") do update set "value" = excluded."value", "updated_at" = now()`,
        [key, version],
      );
      loaded = true;
      logger.info(
        { source, ...result, warnings: parsed.warnings.length, totalMs: Date.now() - started },
        'library loaded into the stock library',
      );
    }
    if (loaded) {
      const figures = await libraryFigures(conn);
      logger.info(figures, describeFigures(figures));
    }
  } finally {
    await orm.close(true);
  }
}
