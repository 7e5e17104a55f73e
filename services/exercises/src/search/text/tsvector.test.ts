import { describe, expect, it } from '@jest/globals';
import { parseTsvector, positionOf, vectorOf, weightOf, type DocVector } from './tsvector.js';

/** Each lexeme with its positions written back as `position + weight letter` (D printed as nothing). */
const readable = (vector: DocVector) =>
  vector.lexemes.map((lexeme, k) => {
    const positions = [...vector.positions.subarray(vector.positionStarts[k], vector.positionStarts[k + 1])];
    return [lexeme, positions.map((p) => `${positionOf(p)}${['', 'C', 'B', 'A'][weightOf(p)]}`).join(',')];
  });

describe('parseTsvector', () => {
  it('reads PostgreSQL output: quoted lexemes, positions with weights, D as no letter', () => {
    // select (setweight(to_tsvector('english', 'Shoulder flexion standing'), 'A') || ...)::text
    const vector = parseTsvector("'arm':6B 'flexion':2A 'forward':7B 'shoulder':1A,10B 'stand':3A 'x':4");
    expect(readable(vector)).toEqual([
      ['arm', '6B'],
      ['flexion', '2A'],
      ['forward', '7B'],
      ['shoulder', '1A,10B'],
      ['stand', '3A'],
      ['x', '4'],
    ]);
    expect(vector.positions[3]).toBe(1 | (3 << 14));
  });

  it('undoes the quoting: doubled quotes and backslash escapes', () => {
    // select $$'it''s':1A 'back\\slash':3 'x y'$$::tsvector::text
    expect(readable(parseTsvector("'back\\\\slash':3 'it''s':1A 'x y'"))).toEqual([
      ['back\\slash', '3'],
      ["it's", '1A'],
      ['x y', ''],
    ]);
  });

  it('keeps lexemes without positions as empty ranges', () => {
    const vector = parseTsvector("'a' 'b':2");
    expect(vector.lexemes).toEqual(['a', 'b']);
    expect([...vector.positionStarts]).toEqual([0, 0, 1]);
  });

  it('reads bare lexemes and the empty vector', () => {
    expect(readable(parseTsvector('cat:1,2b dog'))).toEqual([
      ['cat', '1,2B'],
      ['dog', ''],
    ]);
    expect(parseTsvector('').lexemes).toEqual([]);
    expect(parseTsvector('   ').positionStarts).toEqual(new Uint32Array(1));
  });

  it('normalises like tsvector input: sorts lexemes by bytes, merges repeats, keeps the heavier weight', () => {
    // select 'é:3 b:2,1 a:5 b:1A é:3B'::tsvector::text  ->  'a':5 'b':1A,2 'é':3B
    expect(readable(parseTsvector("'é':3 'b':2,1 'a':5 'b':1A 'é':3B"))).toEqual([
      ['a', '5'],
      ['b', '1A,2'],
      ['é', '3B'],
    ]);
  });

  it('clamps positions to 16383 and refuses malformed text', () => {
    expect(readable(parseTsvector("'a':20000"))).toEqual([['a', '16383']]);
    expect(() => parseTsvector("'a")).toThrow(/unterminated/);
    expect(() => parseTsvector("'a':")).toThrow(/position expected/);
    expect(() => parseTsvector("'a':0")).toThrow(/start at 1/);
    expect(() => parseTsvector("'a':1x")).toThrow(/space expected/);
    expect(() => parseTsvector("''")).toThrow(/empty lexeme/);
  });

  it('builds vectors from entries in any order', () => {
    expect(vectorOf([{ lexeme: 'b', positions: [2] }, { lexeme: 'a', positions: [] }]).lexemes).toEqual(['a', 'b']);
  });
});
