import { MikroORM } from '@mikro-orm/postgresql';
import type { ElementListQuery, Lang } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { stackInfo } from '@openset/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Viewer } from '../src/access/access.service.js';
import { ElementsRepository } from '../src/elements/elements.repository.js';
import { exercisesData } from '../src/exercises.data.js';
import { listStatement } from '../src/search/element-query.js';
import { RankedSearch } from '../src/search/ranked-search.js';
import { SearchQueriesService } from '../src/search/search-queries.js';
import { StockLibraryIndex } from '../src/search/stock-library-index.js';
import { createExercise, signedIn } from './helpers.js';

/**
 * The in-memory stock search must answer exactly what the search statement answers in
 * PostgreSQL: same rows, same order, same total, over the whole stock library, for words in
 * both languages, phrases, negations, typos and unfinished words, with filters and paging.
 */
const SEARCHES = [
  'shoulder', 'knee extension', 'hamstring stretch', 'épaule', 'epaule', 'EPAULES', 'sholder flexion', 'squat',
  'rotation externe', 'hip abduction band', 'genou', 'calf raise', 'bridge', 'plank', 'cou', 'neck rot',
  'élévation jambe', 'wrist', 'cheville', 'lunge', 'scapula', '"wall push"', 'stretch -hamstring', 'balance or vestibular',
  'ischio-jambiers', 'hamstr', 'breathing', 'the', 'zzzqqq', 'pelvic floor', 'étirement du mollet', 'tendon',
];

let orm: MikroORM;
let repo: ElementsRepository;
let ranked: RankedSearch;
let stockIndex: StockLibraryIndex;

beforeAll(async () => {
  orm = await MikroORM.init(ormOptions(exercisesData, { clientUrl: stackInfo().databaseUrl, pool: { min: 0, max: 2 } }));
  repo = new ElementsRepository(orm.em.fork());
  stockIndex = new StockLibraryIndex(repo);
  ranked = new RankedSearch(repo, new SearchQueriesService(repo), stockIndex);
});
afterAll(() => orm.close(true));

type Tab = 'stock' | 'all';

/** The page both ways, for one generation of the stock library (again if a test loaded stock meanwhile). */
async function bothWays(tab: Tab, viewer: Viewer | null, query: ElementListQuery, lang: Lang) {
  for (;;) {
    const index = stockIndex.at(await stockIndex.generation()) ?? (await stockIndex.rebuild());
    expect(index).not.toBeNull();
    const fromIndex = await ranked.page(tab, viewer, query, lang, index!.generation);
    const statement = listStatement(tab, viewer, viewer?.accountId ?? '', query, lang);
    const rows = await repo.execute<{ id: string; total: string }[]>(statement.sql, statement.params);
    if ((await stockIndex.generation()) !== index!.generation) continue;
    return { fromIndex, fromSql: { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) } };
  }
}

const query = (search: string, more: Partial<ElementListQuery> = {}): ElementListQuery => ({ skip: 0, limit: 100, kinds: 'all', search, ...more });

describe('stock search in memory', () => {
  it('answers the search statement\'s rows, order and total over the stock library, in English and French', async () => {
    let nonEmpty = 0;
    for (const lang of ['en', 'fr'] as const) {
      for (const search of SEARCHES) {
        const { fromIndex, fromSql } = await bothWays('stock', null, query(search), lang);
        const sqlTotal = fromSql.ids.length === 0 ? 0 : fromSql.total;
        expect({ search, lang, ids: fromIndex!.ids, total: fromIndex!.total }).toEqual({ search, lang, ids: fromSql.ids, total: sqlTotal });
        if (sqlTotal > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(SEARCHES.length);
  });

  it('agrees with filters and deep pages', async () => {
    const cases: ElementListQuery[] = [
      query('stretch', { skip: 100, limit: 50 }),
      query('shoulder', { bodyRegion: 'shoulder' }),
      query('band', { equipment: 'band', position: 'standing' }),
      query('knee', { kinds: 'exercise', folderId: 'root' }),
      query('knee', { kinds: 'stack' }),
    ];
    for (const q of cases) {
      const { fromIndex, fromSql } = await bothWays('stock', null, q, 'en');
      expect(fromIndex!.ids).toEqual(fromSql.ids);
      if (fromSql.ids.length > 0) expect(fromIndex!.total).toBe(fromSql.total);
    }
  });

  it('merges the clinician\'s own exercises into the "all" tab in the statement\'s order', async () => {
    const { account, api } = await signedIn();
    await createExercise(api, { title: 'Shoulder flexion standing', instructions: 'Raise the arm forwards.' });
    await createExercise(api, { title: 'Wall push-up', instructions: 'Keep the shoulder blades down.' });
    await createExercise(api, { title: 'Knee extension sitting', instructions: 'Straighten the knee.' });
    const viewer: Viewer = {
      accountId: account.id, teamId: null, orgId: null,
      exercises: { team: false, org: false }, folders: { team: false, org: false },
    };
    for (const search of ['shoulder', 'knee extension', 'raising arms', 'sholder']) {
      const { fromIndex, fromSql } = await bothWays('all', viewer, query(search), 'en');
      expect({ search, ids: fromIndex!.ids, total: fromIndex!.total }).toEqual({ search, ids: fromSql.ids, total: fromSql.total });
    }
  });
});
