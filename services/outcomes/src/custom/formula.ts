// Formulas of custom outcomes: parsed by jsep (a parser only: it builds a syntax tree and runs
// nothing) and worked out here by walking that tree, allowing numbers, the names of other answers,
// a few operators and the functions of FORMULA_FUNCTIONS. Nothing else is reachable: no property
// access, no calls of anything but that list, no assignment, never eval or Function.
import jsep, { type Expression } from 'jsep';
import { FORMULA_FUNCTIONS } from '@openset/contracts';

export class FormulaError extends Error {
  override name = 'FormulaError';
}

type Node = Expression & Record<string, unknown>;
/** A value while working a formula out: null when an answer it uses is missing. */
type Value = number | null;

const BINARY = new Set(['+', '-', '*', '/', '%', '^', '**', '<', '>', '<=', '>=', '==', '!=', '&&', '||']);
const UNARY = new Set(['-', '+', '!']);
const FUNCTIONS = new Set<string>(FORMULA_FUNCTIONS);

/** The parsed formula, checked: it names only `known` answers and allowed functions. */
export interface Formula {
  readonly tree: Node;
  /** The answers it uses. */
  readonly names: ReadonlySet<string>;
}

export function parseFormula(source: string, known: ReadonlySet<string>): Formula {
  let tree: Node;
  try {
    tree = jsep(source) as Node;
  } catch (error) {
    throw new FormulaError(`cannot read the formula: ${(error as Error).message}`);
  }
  const names = new Set<string>();
  check(tree, known, names);
  return { tree, names };
}

function check(node: Node, known: ReadonlySet<string>, names: Set<string>): void {
  switch (node.type) {
    case 'Literal':
      if (typeof node.value !== 'number') throw new FormulaError('only numbers may be written in a formula');
      return;
    case 'Identifier': {
      const name = node.name as string;
      if (!known.has(name)) throw new FormulaError(`${name} is not an earlier question`);
      names.add(name);
      return;
    }
    case 'BinaryExpression':
      if (!BINARY.has(node.operator as string)) throw new FormulaError(`the operator ${String(node.operator)} is not allowed`);
      check(node.left as Node, known, names);
      check(node.right as Node, known, names);
      return;
    case 'UnaryExpression':
      if (!UNARY.has(node.operator as string)) throw new FormulaError(`the operator ${String(node.operator)} is not allowed`);
      check(node.argument as Node, known, names);
      return;
    case 'ConditionalExpression':
      for (const part of [node.test, node.consequent, node.alternate]) check(part as Node, known, names);
      return;
    case 'CallExpression': {
      const callee = node.callee as Node;
      if (callee.type !== 'Identifier' || !FUNCTIONS.has(callee.name as string)) throw new FormulaError('only the functions ' + FORMULA_FUNCTIONS.join(', ') + ' may be called');
      const args = node.arguments as Node[];
      if (args.length === 0) throw new FormulaError(`${String(callee.name)} needs at least one value`);
      for (const arg of args) check(arg, known, names);
      return;
    }
    default:
      throw new FormulaError(`${node.type} is not allowed in a formula`);
  }
}

/** Works the formula out from the answers' numbers; null when an answer it uses is missing or the result is not a finite number. */
export function evaluateFormula(formula: Formula, values: ReadonlyMap<string, Value>): Value {
  const result = evaluate(formula.tree, values);
  return result === null || !Number.isFinite(result) ? null : result;
}

const truth = (value: number) => value !== 0;

function evaluate(node: Node, values: ReadonlyMap<string, Value>): Value {
  switch (node.type) {
    case 'Literal':
      return node.value as number;
    case 'Identifier':
      return values.get(node.name as string) ?? null;
    case 'UnaryExpression': {
      const value = evaluate(node.argument as Node, values);
      if (value === null) return null;
      return node.operator === '-' ? -value : node.operator === '!' ? Number(!truth(value)) : value;
    }
    case 'BinaryExpression': {
      const left = evaluate(node.left as Node, values);
      const right = evaluate(node.right as Node, values);
      if (left === null || right === null) return null;
      return binary(node.operator as string, left, right);
    }
    case 'ConditionalExpression': {
      const test = evaluate(node.test as Node, values);
      if (test === null) return null;
      return evaluate((truth(test) ? node.consequent : node.alternate) as Node, values);
    }
    case 'CallExpression': {
      const args = (node.arguments as Node[]).map((arg) => evaluate(arg, values));
      const name = (node.callee as Node).name as string;
      // count: how many of its values are answered; the others need every value.
      if (name === 'count') return args.filter((arg) => arg !== null).length;
      if (args.some((arg) => arg === null)) return null;
      return call(name, args as number[]);
    }
    default:
      throw new FormulaError(`${node.type} is not allowed in a formula`);
  }
}

function binary(operator: string, left: number, right: number): number {
  switch (operator) {
    case '+': return left + right;
    case '-': return left - right;
    case '*': return left * right;
    case '/': return left / right;
    case '%': return left % right;
    case '^':
    case '**': return left ** right;
    case '<': return Number(left < right);
    case '>': return Number(left > right);
    case '<=': return Number(left <= right);
    case '>=': return Number(left >= right);
    case '==': return Number(left === right);
    case '!=': return Number(left !== right);
    case '&&': return Number(truth(left) && truth(right));
    case '||': return Number(truth(left) || truth(right));
    default: throw new FormulaError(`the operator ${operator} is not allowed`);
  }
}

function call(name: string, args: number[]): number {
  switch (name) {
    case 'abs': return Math.abs(args[0]!);
    case 'ceil': return Math.ceil(args[0]!);
    case 'floor': return Math.floor(args[0]!);
    case 'round': return Math.round(args[0]!);
    case 'sqrt': return Math.sqrt(args[0]!);
    case 'min': return Math.min(...args);
    case 'max': return Math.max(...args);
    case 'sum': return args.reduce((total, value) => total + value, 0);
    case 'avg': return args.reduce((total, value) => total + value, 0) / args.length;
    default: throw new FormulaError(`${name} is not a formula function`);
  }
}
