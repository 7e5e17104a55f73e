/**
 * A parsed tsquery. Node shapes follow PostgreSQL's QueryItem tree: binary operators keep their
 * left and right operands, phrases their distance (`<->` is 1, `<N>` is N).
 */
export interface TsOperand {
  readonly kind: 'operand';
  readonly lexeme: string;
  /** `:*`: matches every lexeme that starts with `lexeme`. */
  readonly prefix: boolean;
  /** Weight restriction as PostgreSQL's bit mask `1 << weight` (A=8, B=4, C=2, D=1); 0 = any weight. */
  readonly weights: number;
}
export interface TsNot {
  readonly kind: 'not';
  readonly operand: TsNode;
}
export interface TsBoolean {
  readonly kind: 'and' | 'or';
  readonly left: TsNode;
  readonly right: TsNode;
}
export interface TsPhrase {
  readonly kind: 'phrase';
  readonly distance: number;
  readonly left: TsNode;
  readonly right: TsNode;
}
export type TsNode = TsOperand | TsNot | TsBoolean | TsPhrase;

export interface TsQuery {
  readonly root: TsNode;
  /**
   * Every operand in the order of PostgreSQL's item array (an operator, then its right operand's
   * items, then its left's): ts_rank sorts this list, and which of two equal lexemes survives its
   * de-duplication depends on where they started.
   */
  readonly operands: readonly TsOperand[];
}

/** Phrase distances PostgreSQL accepts: 0..MAXENTRYPOS. */
const MAX_DISTANCE = 16384;

const PRIORITY = { or: 1, and: 2, phrase: 3 } as const;

/**
 * Parses a tsquery's text form as PostgreSQL prints it (`websearch_to_tsquery(...)::text`):
 * `'a' & !'b':* | ( 'c':AB <-> 'd' ) <2> 'e'`. Binding from tightest: `!`, phrase, `&`, `|`; binary
 * operators associate to the left. Quoted operands double a quote and may escape with a backslash;
 * bare words are accepted too. Empty text (a query of stop words only) is `null`: it matches nothing.
 */
export function parseTsquery(text: string): TsQuery | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`invalid tsquery "${text}": ${why}`);
  };

  const parseUnary = (): TsNode => {
    const token = tokens[at++] ?? fail('operand expected at the end');
    if (token.kind === 'operand') return token.operand;
    if (token.kind === 'not') return { kind: 'not', operand: parseUnary() };
    if (token.kind === 'open') {
      const inner = parseBinary(0);
      if (tokens[at++]?.kind !== 'close') fail('closing parenthesis expected');
      return inner;
    }
    return fail(`operand expected, found ${token.kind}`);
  };

  const parseBinary = (minPriority: number): TsNode => {
    let left = parseUnary();
    for (;;) {
      const token = tokens[at];
      if (!token || (token.kind !== 'or' && token.kind !== 'and' && token.kind !== 'phrase')) return left;
      const priority = PRIORITY[token.kind];
      if (priority < minPriority) return left;
      at++;
      const right = parseBinary(priority + 1);
      left = token.kind === 'phrase' ? { kind: 'phrase', distance: token.distance, left, right } : { kind: token.kind, left, right };
    }
  };

  const root = parseBinary(0);
  if (at !== tokens.length) fail(`unexpected ${tokens[at]!.kind}`);
  const operands: TsOperand[] = [];
  collectInItemOrder(root, operands);
  return { root, operands };
}

function collectInItemOrder(node: TsNode, into: TsOperand[]): void {
  switch (node.kind) {
    case 'operand':
      into.push(node);
      return;
    case 'not':
      collectInItemOrder(node.operand, into);
      return;
    default:
      collectInItemOrder(node.right, into);
      collectInItemOrder(node.left, into);
  }
}

type Token =
  | { kind: 'operand'; operand: TsOperand }
  | { kind: 'not' | 'and' | 'or' | 'open' | 'close' }
  | { kind: 'phrase'; distance: number };

const WEIGHT_BIT: Readonly<Record<string, number>> = { a: 8, b: 4, c: 2, d: 1 };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`invalid tsquery "${text}" at offset ${i}: ${why}`);
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
    else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      tokens.push({ kind: c === '&' ? 'and' : c === '|' ? 'or' : c === '!' ? 'not' : c === '(' ? 'open' : 'close' });
      i++;
    } else if (c === '<') {
      const close = text.indexOf('>', i);
      if (close < 0) fail('unterminated phrase operator');
      const inside = text.slice(i + 1, close);
      const distance = inside === '-' ? 1 : /^\d+$/.test(inside) ? Number(inside) : fail(`bad phrase operator <${inside}>`);
      if (distance > MAX_DISTANCE) fail(`phrase distance ${distance} is over ${MAX_DISTANCE}`);
      tokens.push({ kind: 'phrase', distance });
      i = close + 1;
    } else {
      let lexeme = '';
      if (c === "'") {
        i++;
        for (;;) {
          if (i >= text.length) fail('unterminated quoted operand');
          const d = text[i]!;
          if (d === '\\' && i + 1 < text.length) {
            lexeme += text[i + 1]!;
            i += 2;
          } else if (d === "'" && text[i + 1] === "'") {
            lexeme += "'";
            i += 2;
          } else if (d === "'") {
            i++;
            break;
          } else {
            lexeme += d;
            i++;
          }
        }
      } else {
        while (i < text.length && !/[\s&|!()<:']/.test(text[i]!)) {
          if (text[i] === '\\' && i + 1 < text.length) i++;
          lexeme += text[i]!;
          i++;
        }
      }
      if (lexeme.length === 0) fail('empty operand');
      let prefix = false;
      let weights = 0;
      if (text[i] === ':') {
        i++;
        for (;;) {
          const flag = text[i]?.toLowerCase();
          if (flag === '*') prefix = true;
          else if (flag !== undefined && WEIGHT_BIT[flag] !== undefined) weights |= WEIGHT_BIT[flag];
          else break;
          i++;
        }
      }
      tokens.push({ kind: 'operand', operand: { kind: 'operand', lexeme, prefix, weights } });
    }
  }
  return tokens;
}
