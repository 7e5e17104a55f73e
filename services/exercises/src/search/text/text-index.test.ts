import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import { matches } from './match.js';
import { tsRank } from './rank.js';
import { TextIndexBuilder } from './text-index-builder.js';
import { parseTsquery } from './tsquery.js';
import { parseTsvector, type DocVector } from './tsvector.js';

let seed = 5;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const WORDS = ['a', 'ab', 'abc', 'abd', 'b', 'ba', 'c', 'épaul', 'genou'];

/** A tsvector text of random lexemes, positions and weights; now and then a lexeme without positions. */
function randomVector(): string {
  const parts: string[] = [];
  for (let k = Math.floor(random() * 7); k > 0; k--) {
    const lexeme = `'${pick(WORDS)}'`;
    if (random() < 0.1) parts.push(lexeme);
    else parts.push(`${lexeme}:${Array.from({ length: 1 + Math.floor(random() * 3) }, () => `${1 + Math.floor(random() * 12)}${pick(['', 'A', 'B', 'C'])}`).join(',')}`);
  }
  return parts.join(' ');
}

/** A random tsquery text with every operator, prefixes and weights. */
function randomQuery(depth: number): string {
  if (depth === 0 || random() < 0.3) {
    const flags = `${random() < 0.25 ? '*' : ''}${random() < 0.2 ? pick(['A', 'B', 'AB', 'CD']) : ''}`;
    return `'${pick(WORDS)}'${flags ? `:${flags}` : ''}`;
  }
  if (random() < 0.15) return `!${randomQuery(depth - 1)}`;
  return `( ${randomQuery(depth - 1)} ${pick(['&', '|', '<->', '<2>', '<0>', '&'])} ${randomQuery(depth - 1)} )`;
}

function indexOf(vectors: readonly DocVector[]) {
  const builder = new TextIndexBuilder();
  vectors.forEach((vector, doc) => builder.add(doc, vector));
  return builder.build();
}

describe('TextIndex', () => {
  const vectors = Array.from({ length: 300 }, () => parseTsvector(randomVector()));
  const index = indexOf(vectors);
  const queries = [
    ...Array.from({ length: 300 }, () => randomQuery(3)),
    "'a'",
    "'a':*",
    "'a' & 'b'",
    "'a' & !'b'",
    "!'a'",
    "!'a' | 'b'",
    "!'a' & !'b'",
    "'a' <-> 'b'",
    "!'a' <-> !'b'",
    "'a' <-> !'b'",
  ];

  it('matches exactly the documents that match one by one', () => {
    for (const text of queries) {
      const query = parseTsquery(text);
      const expected = vectors.flatMap((vector, doc) => (matches(vector, query) ? [doc] : []));
      expectAbout([...index.match(query)], text).toEqual(expected);
    }
  });

  it('ranks every document as tsRank does, one at a time and all at once', () => {
    const all = Int32Array.from(vectors.keys());
    for (const text of queries) {
      const query = parseTsquery(text);
      const expected = vectors.map((vector) => tsRank(vector, query));
      expectAbout([...index.rankMany(all, query)], text).toEqual(expected);
      const matched = index.match(query);
      expectAbout([...index.rankMany(matched, query)], text).toEqual([...matched].map((doc) => expected[doc]));
      expectAbout(index.rank(7, query), text).toBe(expected[7]);
    }
  });

  it('treats documents never added as empty vectors', () => {
    const sparse = new TextIndexBuilder().add(1, parseTsvector("'a':1")).add(4, parseTsvector("'b':2")).build(6);
    expect(sparse.docCount).toBe(6);
    expect([...sparse.match(parseTsquery("'a' | 'b'"))]).toEqual([1, 4]);
    expect([...sparse.match(parseTsquery("!'a'"))]).toEqual([0, 2, 3, 4, 5]);
    expect([...sparse.rankMany(Int32Array.of(0, 1, 5), parseTsquery("'a' & 'b'"))]).toEqual([0, Math.fround(1e-20), 0]);
  });

  it('answers an empty query with nothing', () => {
    expect(index.match(null)).toEqual(new Int32Array(0));
    expect(index.rankMany(Int32Array.of(1, 2), null)).toEqual(new Float32Array(2));
  });

  it('hands out its own copies, never views of the index', () => {
    const query = parseTsquery("'a'");
    const first = index.match(query);
    first.fill(-1);
    expect(index.match(query)[0]).not.toBe(-1);
  });

  it('refuses documents out of order', () => {
    const builder = new TextIndexBuilder().add(3, parseTsvector("'a':1"));
    expect(() => builder.add(3, parseTsvector("'a':1"))).toThrow(/increasing order/);
    expect(() => builder.build(2)).toThrow(/leaves out/);
    expect(() => index.rankMany(Int32Array.of(2, 1), parseTsquery("'a'"))).toThrow(/ascending/);
    expect(() => index.rankMany(Int32Array.of(300), parseTsquery("'a'"))).toThrow(/out of range/);
  });

  it('reports its size', () => {
    expect(index.docCount).toBe(300);
    expect(index.lexemeCount).toBe(WORDS.length);
    expect(index.byteSize()).toBeGreaterThan(300 * 4);
  });
});
