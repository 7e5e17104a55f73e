import { MikroORM } from '@mikro-orm/postgresql';
import { EDUCATION_ARTICLES, educationLibraryVersion, plainText, type EducationArticle } from '@openset/education-library';
import { ormOptions } from '@openset/server-kit';
import type { Logger } from 'pino';
import { exercisesData } from '../exercises.data.js';
import { htmlOfBlocks } from './education-html.js';

/** How `loadStockEducation` writes rows: raised when that changes, so the same library is written again. */
const LOAD_FORMAT = 1;
const STATE_KEY = 'library:education';

type Execute = (query: string, params?: unknown[]) => Promise<unknown>;

/**
 * Writes the stock education library into `exercises.education` (one upsert per article, its
 * slug as id, both languages, HTML made from the blocks) and removes stock articles the library
 * no longer has. Sets name stock articles by slug, so an article keeps its id across loads.
 */
export async function writeStockEducation(execute: Execute, articles: readonly EducationArticle[]): Promise<void> {
  for (const [ord, article] of articles.entries()) {
    const tags = [...article.tags, article.category, ...article.regions].join(' ');
    await execute(
      `insert into "exercises"."education" ("id", "scope", "category", "tags", "title_en", "title_fr", "summary_en", "summary_fr", "html_en", "html_fr",
         "text_en", "text_fr", "blocks_en", "blocks_fr", "sources", "ord")
       values (?, 'stock', ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?)
       on conflict ("id") do update set "category" = excluded."category", "tags" = excluded."tags", "title_en" = excluded."title_en",
         "title_fr" = excluded."title_fr", "summary_en" = excluded."summary_en", "summary_fr" = excluded."summary_fr", "html_en" = excluded."html_en",
         "html_fr" = excluded."html_fr", "text_en" = excluded."text_en", "text_fr" = excluded."text_fr", "blocks_en" = excluded."blocks_en",
         "blocks_fr" = excluded."blocks_fr", "sources" = excluded."sources", "ord" = excluded."ord", "updated_at" = now()
       where "exercises"."education"."scope" = 'stock'`,
      [
        article.id, article.category, JSON.stringify(article.tags),
        article.en.title, article.fr.title, article.en.summary, article.fr.summary,
        htmlOfBlocks(article.en.body), htmlOfBlocks(article.fr.body),
        `${plainText(article.en)}\n${tags}`, `${plainText(article.fr)}\n${tags}`,
        JSON.stringify(article.en.body), JSON.stringify(article.fr.body),
        JSON.stringify(article.sources.map((source) => ({ title: source.title, publisher: source.publisher, year: source.year, url: source.url ?? null }))),
        ord,
      ],
    );
  }
  const ids = articles.map((article) => article.id);
  await execute(
    `delete from "exercises"."education" where "scope" = 'stock'${ids.length > 0 ? ` and "id" not in (${ids.map(() => '?').join(', ')})` : ''}`,
    ids,
  );
}

/**
 * Run by migrate before the service starts: loads `@openset/education-library` when its version
 * (with this loader's format) differs from the one loaded last, else leaves it.
 */
export async function loadStockEducation(logger: Logger): Promise<void> {
  const orm = await MikroORM.init(ormOptions(exercisesData, { pool: { min: 0, max: 2 } }));
  try {
    const version = `${LOAD_FORMAT}:${educationLibraryVersion(EDUCATION_ARTICLES)}`;
    const em = orm.em.fork();
    const [stored] = await em.execute<{ value: string }[]>('select "value" from "exercises"."library_state" where "key" = ?', [STATE_KEY]);
    if (stored?.value === version) {
      logger.info({ articles: EDUCATION_ARTICLES.length }, 'education library unchanged');
      return;
    }
    const started = Date.now();
    await em.transactional(async (tx) => {
      await writeStockEducation((query, params) => tx.execute(query, params ?? []), EDUCATION_ARTICLES);
      await tx.execute(
        `insert into "exercises"."library_state" ("key", "value") values (?, ?)
         on conflict ("key") do update set "value" = excluded."value", "updated_at" = now()`,
        [STATE_KEY, version],
      );
    });
    logger.info({ articles: EDUCATION_ARTICLES.length, ms: Date.now() - started }, 'education library loaded');
  } finally {
    await orm.close(true);
  }
}
