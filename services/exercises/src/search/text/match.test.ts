import { describe, expect, it } from '@jest/globals';
import { matches } from './match.js';
import { parseTsquery } from './tsquery.js';
import { parseTsvector } from './tsvector.js';

/**
 * [tsvector, tsquery, PostgreSQL's answer], each from
 * `select $$<vector>$$::tsvector @@ $$<query>$$::tsquery` (PostgreSQL 15).
 */
export const MATCH_CASES: readonly [string, string, boolean][] = [
  ['shoulder:1A knee:5B', 'shoulder & knee', true],
  ['shoulder:1A knee:5B', 'shoulder & hip', false],
  ['shoulder:1A knee:5B', 'shoulder | hip', true],
  ['shoulder:1A knee:5B', 'shoulder & !knee', false],
  ['shoulder:1A knee:5B', '!hip', true],
  ['shoulder:1A knee:5B', '!shoulder | knee', true],
  ['shoulder:1A knee:5B', 'sho:*', true],
  ['shoulder:1A knee:5B', 'shoulders:*', false],
  ['shoulder:1A knee:5B', 'shoulder:A', true],
  ['shoulder:1A knee:5B', 'shoulder:B', false],
  ['shoulder:1A knee:5B', 'shoulder:BC | knee:B', true],
  ['shoulder:1A knee:5B', 'sh:*B', false],
  ['shoulder:1A shrug:2B', 'sh:*B', true],
  ['shoulder shrug:2C', 'sh:*B', true],
  ['shoulder', 'shoulder:B', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> flexion', true],
  ['shoulder:1 flexion:2 stand:3', 'flexion <-> shoulder', false],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <2> stand', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> stand', false],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> flexion <-> stand', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> (flexion <-> stand)', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <0> shoulder', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> !stand', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> !flexion', false],
  ['shoulder:1 flexion:2 stand:3', '!shoulder <-> flexion', false],
  ['shoulder:1 flexion:2 stand:3', '(shoulder | knee) <-> flexion', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> (knee | flexion)', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder <-> fl:*', true],
  ['shoulder:1 flexion:2 stand:3', 'shoulder:A <-> flexion', false],
  ['shoulder:1A flexion:2 stand:3', 'shoulder:A <-> flexion', true],
  ['shoulder flexion:2', 'shoulder <-> flexion', false],
  ['shoulder flexion:2', '!(shoulder <-> flexion)', true],
  ['shoulder flexion:2', 'shoulder & flexion', true],
  ['shoulder:1 shoulders flexion:2', 'shoulder:* <-> flexion', false],
  ['etir:1 ischio-jambi:3 ischio:4 jambi:5', 'etir <2> ischio-jambi <-> ischio <-> jambi', true],
  ['etir:1 ischio-jambi:3 ischio:4 jambi:5', 'ischio-jambi <-> ischio <-> jambi', true],
  ['etir:1 ischio-jambi:3 ischio:4 jambi:5', 'etir <-> ischio-jambi <-> ischio <-> jambi', false],
];

describe('matches (tsvector @@ tsquery)', () => {
  it.each(MATCH_CASES)('%s @@ %s is %s', (vector, query, expected) => {
    // tsquery input takes bare words; the engine reads them the same way.
    expect(matches(parseTsvector(vector), parseTsquery(query))).toBe(expected);
  });

  it('matches nothing with an empty query', () => {
    expect(matches(parseTsvector('a:1'), null)).toBe(false);
  });
});
