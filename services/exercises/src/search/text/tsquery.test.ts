import { describe, expect, it } from '@jest/globals';
import { parseTsquery, type TsNode } from './tsquery.js';

/** The tree written back with full parentheses. */
function show(node: TsNode): string {
  switch (node.kind) {
    case 'operand':
      return `${node.lexeme}${node.prefix ? '*' : ''}${node.weights ? `/${node.weights}` : ''}`;
    case 'not':
      return `!${show(node.operand)}`;
    case 'phrase':
      return `(${show(node.left)} <${node.distance}> ${show(node.right)})`;
    default:
      return `(${show(node.left)} ${node.kind === 'and' ? '&' : '|'} ${show(node.right)})`;
  }
}
const tree = (text: string) => show(parseTsquery(text)!.root);

describe('parseTsquery', () => {
  it('reads what websearch_to_tsquery prints, with PostgreSQL precedence: ! then phrase then & then |', () => {
    // select websearch_to_tsquery('english', '"shoulder flexion standing" -knee or hip')::text
    expect(tree("'shoulder' <-> 'flexion' <-> 'stand' & !'knee' | 'hip'")).toBe('((((shoulder <1> flexion) <1> stand) & !knee) | hip)');
    // select websearch_to_tsquery('french', '"étirement des ischio-jambiers"')::text
    expect(tree("'étir' <2> 'ischio-jambi' <-> 'ischio' <-> 'jambi'")).toBe('(((étir <2> ischio-jambi) <1> ischio) <1> jambi)');
  });

  it('keeps the parentheses PostgreSQL prints', () => {
    expect(tree("'a' <-> ( 'b' <2> 'c' )")).toBe('(a <1> (b <2> c))');
    expect(tree("( 'a' | 'b' ) & 'c'")).toBe('((a | b) & c)');
    expect(tree("!( 'a' & 'b' )")).toBe('!(a & b)');
    expect(tree("!!'a'")).toBe('!!a');
    expect(tree("!'a' <-> !( 'b' | 'c' )")).toBe('(!a <1> !(b | c))');
    expect(tree("'a' <0> 'b'")).toBe('(a <0> b)');
  });

  it('reads prefix and weight flags in any order and case', () => {
    // select to_tsquery('english', 'sho:* & (a | b:AB) & !c:*BD')::text
    expect(tree("'sho':* & 'b':AB & !'c':*BD")).toBe('((sho* & b/12) & !c*/5)');
    expect(tree("'x':a*")).toBe('x*/8');
  });

  it('undoes quoting and accepts bare words', () => {
    // select $$'it''s' & 'back\\slash'$$::tsquery::text
    expect(tree("'it''s' & 'back\\\\slash'")).toBe("(it's & back\\slash)");
    expect(tree('cat & dog:*')).toBe('(cat & dog*)');
  });

  it('lists operands in the order of PostgreSQL items: operator, right, left', () => {
    // select tsquerysend('(a & b) & c'::tsquery): & c & b a
    expect(parseTsquery("'a' & 'b' & 'c'")!.operands.map((o) => o.lexeme)).toEqual(['c', 'b', 'a']);
    expect(parseTsquery("'a' & ( 'b' & 'c' )")!.operands.map((o) => o.lexeme)).toEqual(['c', 'b', 'a']);
    expect(parseTsquery("!'a' | 'b' <-> 'c'")!.operands.map((o) => o.lexeme)).toEqual(['c', 'b', 'a']);
  });

  it('gives null for a query of stop words only (empty text)', () => {
    expect(parseTsquery('')).toBeNull();
    expect(parseTsquery('  ')).toBeNull();
  });

  it('refuses malformed text', () => {
    expect(() => parseTsquery("'a' &")).toThrow(/operand expected/);
    expect(() => parseTsquery("( 'a'")).toThrow(/closing parenthesis/);
    expect(() => parseTsquery("'a' 'b'")).toThrow(/unexpected/);
    expect(() => parseTsquery("'a' <x> 'b'")).toThrow(/phrase operator/);
    expect(() => parseTsquery("'a' <16385> 'b'")).toThrow(/over 16384/);
    expect(() => parseTsquery("'a")).toThrow(/unterminated/);
  });
});
