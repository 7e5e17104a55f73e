import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '@openset/server-kit';
import { exercisesData } from '../exercises.data.js';
import { createFileStore } from '../files/file-store.js';
import { describeFigures, libraryFigures } from './library-figures.js';
import { loadLibrary, type LoadTarget } from './load-library.js';
import { LIBRARY_SOURCES, readSource, type LibrarySource } from '@openset/exercise-library';

/**
 * Loads an exercise library into the stock library, or into an organisation's folder:
 *   npx node services/exercises/dist/stock-library/cli.js --source openset|wger|everkinetic|free-exercise-db|json|csv [--path P] [--org ID]
 * Idempotent: importing the same library again updates in place.
 */
const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    path: { type: 'string' },
    org: { type: 'string' },
    owner: { type: 'string' },
  },
});
const source = values.source as LibrarySource | undefined;
if (!source || !LIBRARY_SOURCES.includes(source)) {
  console.error(`usage: cli.js --source ${LIBRARY_SOURCES.join('|')} [--path P] [--org ID] [--owner ACCOUNT_ID]`);
  process.exit(2);
}

const parsed = await readSource(source, values.path);
for (const warning of parsed.warnings.slice(0, 20)) console.warn(`warning: ${warning}`);
const target: LoadTarget = values.org
  ? { kind: 'org', orgId: values.org, ownerId: values.owner ?? values.org }
  : { kind: 'stock' };
const orm = await MikroORM.init(ormOptions(exercisesData, { pool: { min: 0, max: 2 } }));
try {
  // The stock sources read whole (no --path) say what they no longer hold: those rows are retired.
  const wholeSource =
    target.kind === 'stock' && !values.path && ['openset', 'wger', 'everkinetic', 'free-exercise-db'].includes(source);
  const result = await loadLibrary(orm.em.getConnection(), createFileStore(), parsed.items, parsed.categories, target, {
    wholeSource,
  });
  console.log(
    `${source}: ${result.items} items, ${result.categories} categories, ${result.images} with images, ` +
      `${result.retired} retired, ${parsed.warnings.length} warnings, ${result.ms} ms -> ${target.kind === 'stock' ? 'stock library' : `organisation ${values.org}`}`,
  );
  if (target.kind === 'stock') console.log(describeFigures(await libraryFigures(orm.em.getConnection())));
} finally {
  await orm.close(true);
}
