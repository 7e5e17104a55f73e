import { beforeAll, describe, expect, it } from '@jest/globals';
import { matches } from '../src/search/text/match.js';
import { tsRank } from '../src/search/text/rank.js';
import { TextIndexBuilder } from '../src/search/text/text-index-builder.js';
import type { TextIndex } from '../src/search/text/text-index.js';
import { parseTsquery } from '../src/search/text/tsquery.js';
import { parseTsvector, type DocVector } from '../src/search/text/tsvector.js';
import { sql } from './helpers.js';

/**
 * The in-memory engine against PostgreSQL itself, on generated exercises: every document against
 * every query, `@@` and ts_rank computed by PostgreSQL from the same expressions the service uses
 * (search_en / search_fr, websearch_to_tsquery on unaccented words, to_tsquery for prefixes), and
 * by the engine from their text forms.
 */

const ENGLISH = [
  'shoulder', 'shoulders', 'knee', 'knees', 'hip', 'flexion', 'extension', 'stretch', 'stretching', 'raise', 'raising',
  'arm', 'arms', 'leg', 'standing', 'seated', 'lying', 'wall', 'push-up', 'self-stretch', 'hamstring', 'hamstrings', 'calf',
  'rotation', 'external', 'internal', 'abduction', 'band', 'resistance', 'slowly', 'hold', 'seconds', 'repeat', 'keep',
  'back', 'straight', 'towel', 'slide', 'bridge', 'squat', 'lunge', 'step', 'balance', 'ankle', 'elbow', 'wrist', 'neck',
  'chin', 'tuck', 'shoulder-blade', 'blade', 'the', 'and', 'of', 'with', 'your', 'café', 'naïve',
];
const FRENCH = [
  'épaule', 'épaules', 'genou', 'genoux', 'hanche', 'flexion', 'extension', 'étirement', 'étirements', 'ischio-jambiers',
  'mollet', 'rotation', 'externe', 'interne', 'abduction', 'élastique', 'lentement', 'tenez', 'secondes', 'répétez',
  'gardez', 'dos', 'droit', 'serviette', 'pont', 'squat', 'fente', 'équilibre', 'cheville', 'coude', 'poignet', 'cou',
  'menton', 'élévation', 'jambe', 'jambes', 'tendue', 'bras', 'debout', 'assis', 'allongé', 'mur', 'de', 'la', 'le',
  'les', 'des', 'du', 'avec', 'votre', 'contre', "l'épaule", 'œdème',
];

let seed = 20261122;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const words = (list: readonly string[], min: number, max: number) =>
  Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(list)).join(' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentences = (list: readonly string[], count: number) =>
  Array.from({ length: count }, () => `${capitalised(words(list, 3, 9))}${pick(['.', '.', ',', ';', '!'])}`).join(' ');

interface Exercise {
  i: number;
  te: string;
  ie: string;
  tf: string;
  if_: string;
}

const DOCS: Exercise[] = Array.from({ length: 300 }, (_, i) => ({
  i,
  te: capitalised(words(ENGLISH, 1, 5)),
  ie: random() < 0.1 ? '' : sentences(ENGLISH, 1 + Math.floor(random() * 4)),
  tf: capitalised(words(FRENCH, 1, 5)),
  if_: random() < 0.1 ? '' : sentences(FRENCH, 1 + Math.floor(random() * 4)),
}));
// Stop words only: empty vectors, which rank 0.
DOCS.push({ i: DOCS.length, te: 'The', ie: 'and of the', tf: 'La', if_: 'de la' });

type Config = 'english' | 'french';
interface Query {
  j: number;
  cfg: Config;
  /** web: websearch_to_tsquery(cfg, f_unaccent(text)); raw: to_tsquery(cfg, text). */
  fn: 'web' | 'raw';
  text: string;
}

/** A few words of a document's text, to quote as a phrase that does occur. */
function excerpt(text: string): string {
  const all = text.split(/\s+/).filter(Boolean);
  const start = Math.floor(random() * Math.max(1, all.length - 3));
  return all.slice(start, start + 2 + Math.floor(random() * 3)).join(' ').replace(/[.,;!]/g, '');
}

function webQueries(cfg: Config, list: readonly string[], texts: (doc: Exercise) => string): string[] {
  const queries = [
    ...Array.from({ length: 25 }, () => pick(list)),
    ...Array.from({ length: 25 }, () => words(list, 2, 3)),
    ...Array.from({ length: 25 }, () => `"${excerpt(texts(pick(DOCS)))}"`),
    ...Array.from({ length: 20 }, () => `${pick(list)} -${pick(list)}`),
    ...Array.from({ length: 20 }, () => `${pick(list)} or ${pick(list)}`),
    ...Array.from({ length: 15 }, () => `"${pick(list)} ${pick(list)}" ${pick(list)} or -${pick(list)}`),
    ...Array.from({ length: 10 }, () => `-${pick(list)}`),
  ];
  return cfg === 'english'
    ? [...queries, 'SHOULDER', 'push-up', 'self-stretch hamstrings', '"shoulder-blade"', 'cafe', 'the', 'the of']
    : [...queries, 'EPAULE', 'ischio-jambiers', '"étirement des ischio-jambiers"', 'epaules tendues', 'oedeme', 'de la', 'les'];
}

const RAW: Record<Config, string[]> = {
  english: [
    'sho:*', 'shoulder:*', 'ext:*', 'st:*', 'flex:* & sho:*', 'str:* | kne:*', 'hamstr:* & !knee', 'shoulder:A', 'knee:B',
    'flexion:A & stretch:*B', '!shoulder:A', 'knee:AB | hip:*A', 'shoulder <2> blade', 'raise <-> arm', 'sholder | shoulder & fle:*',
    '(shoulder | knee | hip) & (flexion | extension) & str:*', 'shoulder:* & shoulder', 'shoulder & shoulder:*', 's:*',
  ],
  french: [
    'epaul:*', 'etir:*', 'gen:* & flexion', 'ischio:* | jamb:*', 'epaul:A', 'genou:B & !hanch:*', 'jamb <-> tendu',
    'ischio-jambi <-> ischio <-> jambi', 'elev:*A', '(epaul | genou | hanch) & (flexion | extension) & etir:*', 'e:*',
  ],
};

const QUERIES: Query[] = [];
for (const text of webQueries('english', ENGLISH, (doc) => `${doc.te} ${doc.ie}`)) QUERIES.push({ j: QUERIES.length, cfg: 'english', fn: 'web', text });
for (const text of webQueries('french', FRENCH, (doc) => `${doc.tf} ${doc.if_}`)) QUERIES.push({ j: QUERIES.length, cfg: 'french', fn: 'web', text });
for (const cfg of ['english', 'french'] as const) for (const text of RAW[cfg]) QUERIES.push({ j: QUERIES.length, cfg, fn: 'raw', text });

interface PgQuery {
  j: number;
  query: string;
  /** '1' or '0' per document. */
  matched: string;
  /** ts_rank per document, as PostgreSQL prints float4. */
  ranks: string;
}

const vectorSql = (cfg: Config, title: string, instructions: string) =>
  `setweight(to_tsvector('${cfg}', "exercises"."f_unaccent"(d.${title})), 'A') || setweight(to_tsvector('${cfg}', "exercises"."f_unaccent"(d.${instructions})), 'B')`;

describe('text engine agrees with PostgreSQL', () => {
  const vectors: Record<Config, DocVector[]> = { english: [], french: [] };
  const indexes = {} as Record<Config, TextIndex>;
  let answers: PgQuery[] = [];

  beforeAll(async () => {
    const docs = `select d.i, ${vectorSql('english', 'te', 'ie')} as en, ${vectorSql('french', 'tf', 'if_')} as fr
      from jsonb_to_recordset(?::jsonb) as d(i int, te text, ie text, tf text, if_ text)`;
    const rows = await sql<{ i: number; en: string; fr: string }>(`select i, en::text as en, fr::text as fr from (${docs}) v order by i`, [JSON.stringify(DOCS)]);
    expect(rows).toHaveLength(DOCS.length);
    for (const cfg of ['english', 'french'] as const) {
      const builder = new TextIndexBuilder();
      rows.forEach((row, doc) => {
        const vector = parseTsvector(cfg === 'english' ? row.en : row.fr);
        vectors[cfg].push(vector);
        builder.add(doc, vector);
      });
      indexes[cfg] = builder.build();
    }
    answers = await sql<PgQuery>(
      `with d as (${docs}),
        q as (
          select q.j, q.cfg, case when q.fn = 'web'
              then websearch_to_tsquery(q.cfg::regconfig, "exercises"."f_unaccent"(q.text))
              else to_tsquery(q.cfg::regconfig, q.text) end as tq
          from jsonb_to_recordset(?::jsonb) as q(j int, cfg text, fn text, text text)
        )
      select q.j, q.tq::text as query, r.matched, r.ranks
      from q cross join lateral (
        select string_agg(case when v @@ q.tq then '1' else '0' end, '' order by d.i) as matched,
               string_agg(ts_rank(v, q.tq)::text, ',' order by d.i) as ranks
        from d cross join lateral (select case when q.cfg = 'english' then d.en else d.fr end as v) x
      ) r
      order by q.j`,
      [JSON.stringify(DOCS), JSON.stringify(QUERIES)],
    );
    expect(answers).toHaveLength(QUERIES.length);
  });

  it('covers the query shapes the service produces', () => {
    const texts = answers.map((a) => a.query);
    expect(texts.filter((t) => t === '').length).toBeGreaterThan(2);
    expect(texts.some((t) => t.includes('<->'))).toBe(true);
    expect(texts.some((t) => t.includes('<2>'))).toBe(true);
    expect(texts.some((t) => t.includes('!'))).toBe(true);
    expect(texts.some((t) => t.includes(':*'))).toBe(true);
    expect(texts.some((t) => /:[*]?[AB]/.test(t))).toBe(true);
    // Enough of them find something, and something not everywhere.
    const selective = answers.filter((a) => a.matched.includes('1') && a.matched.includes('0'));
    expect(selective.length).toBeGreaterThan(QUERIES.length / 2);
  });

  it('matches (one vector, and the index) exactly where PostgreSQL does', () => {
    const wrong: string[] = [];
    for (const answer of answers) {
      const { cfg, text } = QUERIES[answer.j]!;
      const query = parseTsquery(answer.query);
      const expected = [...answer.matched].flatMap((bit, doc) => (bit === '1' ? [doc] : []));
      const one = vectors[cfg].flatMap((vector, doc) => (matches(vector, query) ? [doc] : []));
      const indexed = [...indexes[cfg].match(query)];
      if (one.join() !== expected.join()) wrong.push(`matches ${cfg} "${text}" -> ${answer.query}: ${one.join()} != ${expected.join()}`);
      if (indexed.join() !== expected.join()) wrong.push(`TextIndex.match ${cfg} "${text}" -> ${answer.query}: ${indexed.join()} != ${expected.join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ranks (one vector, one document, and many at once) as ts_rank does', () => {
    const wrong: string[] = [];
    const close = (mine: number, theirs: number) => Math.abs(mine - theirs) <= 1e-5 * Math.abs(theirs);
    const all = Int32Array.from(DOCS.keys());
    for (const answer of answers) {
      const { cfg, text } = QUERIES[answer.j]!;
      const query = parseTsquery(answer.query);
      const expected = answer.ranks.split(',').map(Number);
      const index = indexes[cfg];
      const many = index.rankMany(all, query);
      const matched = index.match(query);
      const manyMatched = index.rankMany(matched, query);
      expected.forEach((theirs, doc) => {
        const one = tsRank(vectors[cfg][doc]!, query);
        if (!close(one, theirs)) wrong.push(`tsRank ${cfg} "${text}" -> ${answer.query} doc ${doc}: ${one} != ${theirs}`);
        if (!close(many[doc]!, theirs)) wrong.push(`rankMany ${cfg} "${text}" -> ${answer.query} doc ${doc}: ${many[doc]} != ${theirs}`);
      });
      matched.forEach((doc, k) => {
        if (!close(manyMatched[k]!, expected[doc]!)) wrong.push(`rankMany(matched) ${cfg} "${text}" doc ${doc}: ${manyMatched[k]} != ${expected[doc]}`);
      });
      const probe = Math.floor(random() * DOCS.length);
      if (!close(index.rank(probe, query), expected[probe]!)) wrong.push(`rank ${cfg} "${text}" doc ${probe}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});
