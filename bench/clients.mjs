// The clients list's search against its first page without search, in the same run: a large
// practice, 2,000 clients of one clinician (first and last names from real ones, combined, and
// e-mails made from them), GET /api/clinician/clients through the gateway, and beside each the
// statement the clients repository sends, straight to PostgreSQL (recorded from the service's own
// build, replayed with pg). Each pair is measured in alternated halves, so the hour of this shared
// machine weighs on both alike. Target: the search's p50 at most twice the first page's.
//   npm run bench -- clients        (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_CLIENTS)
// Figures in bench/results/clients.json.
import http from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { clientListQuerySchema } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { alternated as alternatedHalves, gatewayGet } from './lib/alternated.mjs';
import { report } from './lib/measure.mjs';
import { writeResults } from './lib/results.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';
import { clientsData } from '../services/clients/dist/clients.data.js';
import { ClientsRepository } from '../services/clients/dist/clients/clients.repository.js';
import { hashPortalKey } from '../services/clients/dist/clients/portal-credentials.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const clientCount = Number(process.env.BENCH_CLIENTS ?? 2_000);
/** The search's p50 against the first page's, through the gateway (issue 43). */
const TARGET_RATIO = 2;
const PRO_ID = '00000000-0000-4000-8000-000000000001';

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Charlotte', 'James', 'Ava', 'William', 'Mia',
  'Benjamin', 'Isabella', 'Lucas', 'Harper', 'Henry', 'Evelyn', 'Theodore', 'Chloé', 'Louis', 'Léa', 'Gabriel', 'Manon',
  'Hugo', 'Camille', 'Jules', 'Sarah', 'Mohammed', 'Fatima', 'Wei', 'Mei', 'Raj', 'Priya', 'Anna', 'Marc', 'Julie',
  'Thomas', 'Maria',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Nguyen', 'Hill', 'Flores', 'Green', 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin',
  'Lavoie', 'Fortin', 'Dubois', 'Lefebvre', 'Leroy', 'Patel', 'Chen', 'Wang', 'Kim', 'Singh', "O'Brien", 'Murphy', 'Kelly',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com', 'videotron.ca', 'orange.fr', 'proton.me'];
/** What a clinician types: a surname, a name's start, a full name, an e-mail part, a domain. */
const SEARCHES = ['smith', 'mar', 'olivia', 'nguyen', 'gagnon', 'emma w', 'lee', 'outlook', 'chen', 'liam.k'];
const FIRST_PAGE = '/api/clinician/clients?sort=lastname';
const searchPath = (term) => `/api/clinician/clients?search=${encodeURIComponent(term)}`;

/**
 * One statement: row i takes a first name by i and a last name by a stride, so every pair comes
 * up; an e-mail from the names and a domain; portal usernames as the service makes them
 * (jane.doe, jane.doe2, ...), one real key hash; creation over the last three years, an update since.
 */
async function seedClients(pool, count) {
  const keyHash = await hashPortalKey('1987');
  await pool.query(
    `insert into "clients"."clients" ("owner_id", "firstname", "lastname", "email", "lang", "year_of_birth", "portal_username",
       "portal_key_hash", "portal_enabled", "created_at", "updated_at")
     select $1, f, l,
       lower(translate(f || '.' || l, 'éèêçôÉ'' ', 'eeecoE')) || case when n > 1 then n::text else '' end || '@' || d,
       case when i % 7 = 0 then 'fr' else 'en' end, 1940 + (i * 37) % 66,
       lower(translate(f || '.' || l, 'éèêçôÉ'' ', 'eeecoE')) || case when n > 1 then n::text else '' end,
       $2, i % 9 <> 0, created, created + (random() * (now() - created))
     from (
       select i, f, l, d, created, row_number() over (partition by f, l order by i) as n
       from (
         select i, ($3::text[])[1 + i % cardinality($3::text[])] as f,
           ($4::text[])[1 + (i / cardinality($3::text[]) + i * 7) % cardinality($4::text[])] as l,
           ($5::text[])[1 + (i * 13) % cardinality($5::text[])] as d,
           now() - random() * interval '3 years' as created
         from generate_series(1, $6::int) as i
       ) picked
     ) numbered`,
    [PRO_ID, keyHash, FIRST_NAMES, LAST_NAMES, DOMAINS, count],
  );
  // What autovacuum does after a bulk insert: statistics, and the trigram index's pending list merged.
  await pool.query('vacuum analyze "clients"."clients"');
}

/** The statement the clients repository (its build) sends for a list URL, with its parameters written in as MikroORM sends them. */
async function repositoryStatements(databaseUrl) {
  const orm = await MikroORM.init(ormOptions(clientsData, { clientUrl: databaseUrl, pool: { min: 0, max: 1 } }));
  const connection = orm.em.getConnection();
  await connection.execute('select 1');
  const sent = [];
  const execute = connection.execute.bind(connection);
  connection.execute = (query, params = [], ...rest) => {
    sent.push(connection.prepareQuery(query, params).formatted);
    return execute(query, params, ...rest);
  };
  const of = async (path) => {
    const query = clientListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
    sent.length = 0;
    const { total } = await new ClientsRepository(orm.em.fork()).page([PRO_ID], query);
    return { statements: [...sent], total };
  };
  return { of, close: () => orm.close(true) };
}

const round = (n) => Math.round(n * 100) / 100;

/** Two loads measured in alternated halves of the bench's duration, on its connections. */
const alternated = (a, b) => alternatedHalves(a, b, { seconds: duration, connections });

/** The statements replayed with pg, cycled. */
function bareSql(pool, statements) {
  let next = 0;
  return () => pool.query(statements[next++ % statements.length]);
}

/** PostgreSQL's own account of one statement: its execution time and the plan's nodes. */
async function explain(pool, statement) {
  const { rows } = await pool.query(`explain (analyze, buffers) ${statement}`);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const executionMs = Number(/Execution Time: ([\d.]+)/.exec(lines.find((line) => line.includes('Execution Time')) ?? '')?.[1]);
  return { executionMs, plan: lines };
}

await withBenchStack(async (stack) => {
  const session = await signIn(stack.baseUrl, 'pro');
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: connections + 2 });
  await seedClients(pool, clientCount);
  const {
    rows: [seeded],
  } = await pool.query('select count(*)::int as "clients", count(distinct "firstname" || "lastname")::int as "names" from "clients"."clients" where "owner_id" = $1', [PRO_ID]);
  console.log(`seeded: ${seeded.clients} clients of pro, ${seeded.names} distinct names`);

  const repository = await repositoryStatements(stack.databaseUrl);
  const firstPageSql = await repository.of(FIRST_PAGE);
  const searches = [];
  for (const term of SEARCHES) searches.push({ term, ...(await repository.of(searchPath(term))) });
  await repository.close();
  if (searches.some(({ statements }) => statements.length !== 1)) throw new Error('a search page is expected in one statement');

  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (paths) => gatewayGet(stack.baseUrl, agent, session.cookie, paths);
  const gateway = await alternated(get([FIRST_PAGE]), get(SEARCHES.map(searchPath)));
  agent.destroy();
  const bare = await alternated(bareSql(pool, firstPageSql.statements), bareSql(pool, searches.map(({ statements }) => statements[0])));
  const firstPage = { gateway: gateway[0], bareSql: bare[0] };
  const search = { gateway: gateway[1], bareSql: bare[1] };
  const ratio = round(search.gateway.p50 / firstPage.gateway.p50);
  const met = ratio <= TARGET_RATIO;

  const plans = { firstPage: await explain(pool, firstPageSql.statements[0]), search: [] };
  for (const { term, total, statements } of searches) plans.search.push({ term, matches: total, ...(await explain(pool, statements[0])) });

  const title = `${seeded.clients} clients of one clinician, ${connections} connections, ${duration} s each in alternated halves`;
  report(`GET /api/clinician/clients, first page by last name (${firstPageSql.total} clients), ${title}`, [
    ['gateway -> NATS -> clients -> PostgreSQL', firstPage.gateway],
    ["bare SQL (the repository's statement)", firstPage.bareSql],
  ]);
  report(`GET /api/clinician/clients?search=, ${SEARCHES.length} terms cycled (matches ${searches.map(({ total }) => total).join(', ')}), ${title}`, [
    ['gateway -> NATS -> clients -> PostgreSQL', search.gateway],
    ["bare SQL (the repository's statement)", search.bareSql],
  ]);
  console.log(`\nexplain analyze, no load: first page ${plans.firstPage.executionMs} ms; search ${plans.search.map(({ term, executionMs }) => `"${term}" ${executionMs} ms`).join(', ')}`);
  console.log(`search p50 / first page p50 through the gateway: ${ratio}x (target at most ${TARGET_RATIO}x): ${met ? 'met' : 'NOT met'}`);

  writeResults('clients', {
    clients: seeded.clients,
    distinctNames: seeded.names,
    connections,
    seconds: duration,
    firstPage: { path: FIRST_PAGE, ...firstPage, explainMs: plans.firstPage.executionMs },
    search: { terms: plans.search.map(({ term, matches, executionMs }) => ({ term, matches, explainMs: executionMs })), ...search },
    target: { what: 'search p50 / first page p50, through the gateway', max: TARGET_RATIO, ratio, met },
    // The plans, for when the ratio is missed.
    plans: met ? undefined : { firstPage: plans.firstPage.plan, search: plans.search.map(({ term, plan }) => ({ term, plan })) },
  });
  await pool.end();
});
