import { describe, expect, it } from '@jest/globals';
import { tsRank } from './rank.js';
import { parseTsquery } from './tsquery.js';
import { parseTsvector } from './tsvector.js';

/**
 * [tsvector, tsquery, ts_rank as PostgreSQL 15 prints it], each from
 * `select ts_rank($$<vector>$$::tsvector, $$<query>$$::tsquery)`. The engine must return the same
 * float4, so the printed value read back as a float4 is compared exactly.
 */
const RANK_CASES: readonly [string, string, number][] = [
  // calc_rank_and: top operator &, proximity of a:1A and b:2B, a:3 and b:2B
  ["'a':1A,3 'b':2B 'c':4", "'a' & 'b'", 0.7007576],
  // calc_rank_or: top operator |; NOT-ed operands still count in the average
  ["'a':1A,3 'b':2B 'c':4", "'a' | !'c'", 0.341959],
  // one operand, several positions: weights summed with decreasing importance
  ["'shoulder':1A,7B,12", "'shoulder'", 0.6754746],
  // a prefix operand matches 'ab' and 'abc'
  ["'ab':1 'abc':2,3A 'b':4", "'ab':* & 'b'", 0.38102338],
  // lexemes without positions: calc_rank_and places them at 16383, distance 0 becomes MAXENTRYPOS
  ["'a' 'b'", "'a' & 'b'", 1e-16],
  // nothing found: 1e-20 from calc_rank_and's -1, 0 from calc_rank_or
  ["'a':1", "'x' & 'y'", 1e-20],
  ["'a':1", "'x'", 0],
  // an empty vector ranks 0 whatever the query
  ['', "'a'", 0],
  ['', "'a' & 'b'", 0],
  // a phrase at the top ranks like &, whether it matches or not (here it does not)
  ["'a':1 'b':3", "'a' <-> 'b'", 0.098500855],
  // farther than 100 positions apart: word_distance is 1e-30
  ["'a':1 'b':200", "'a' & 'b'", 1e-16],
  // weight restrictions do not change the rank
  ["'a':1A 'b':2A", "'a':B & 'b':C", 0.9910322],
  // select ts_rank(setweight(to_tsvector('english', 'Shoulder flexion standing'), 'A') ||
  //   setweight(to_tsvector('english', 'Raise the arm forwards, keep the shoulder down.'), 'B'),
  //   websearch_to_tsquery('english', 'shoulder flexion'))
  ["'arm':6B 'flexion':2A 'forward':7B 'keep':8B 'rais':4B 'shoulder':1A,10B 'stand':3A", "'shoulder' & 'flexion'", 0.9946883],
  // Equal lexemes with different flags: ts_rank keeps the one its sort leaves first. Items are
  // stored operator, right, left: here 'ab' (no match) survives, there 'ab':* (matches 'abc').
  ["'a':3,8C,9 'abc':2,4C 'b':3B", "'ab':* & 'ab'", 0],
  ["'a':3,8C,9 'abc':2,4C 'b':3B", "'ab' & 'ab':*", 0.18237814],
  // Nine operands: past insertion sort, PostgreSQL's quicksort decides which equal lexeme stays.
  [
    "'a':3,8C,9 'abc':2,4C 'b':3B",
    "'abc':* & 'a' & 'ab':* <-> 'abc':CD & 'abc' <0> 'a':AB & 'ab':* & ( 'b' <-> 'a':* & !'abc' ) <-> 'ab':B",
    0.84265625,
  ],
];

describe('tsRank (ts_rank with default weights, normalization 0)', () => {
  it.each(RANK_CASES)('ts_rank(%s, %s) = %s', (vector, query, expected) => {
    expect(tsRank(parseTsvector(vector), parseTsquery(query))).toBe(Math.fround(expected));
  });

  it('ranks an empty query 0', () => {
    expect(tsRank(parseTsvector("'a':1"), null)).toBe(0);
  });
});
