import { describe, expect, it } from '@jest/globals';
import { evaluateFormula, FormulaError, parseFormula } from './formula.js';

const known = new Set(['pain', 'function', 'sleep']);
const worked = (source: string, values: Record<string, number | null>) => evaluateFormula(parseFormula(source, known), new Map(Object.entries(values)));

describe('formulas of custom outcomes', () => {
  it('work out arithmetic over earlier answers, with precedence, powers and the allowed functions', () => {
    expect(worked('pain + function * 2', { pain: 3, function: 4 })).toBe(11);
    expect(worked('(pain + function) / 2', { pain: 3, function: 4 })).toBe(3.5);
    expect(worked('pain ^ 2', { pain: 3 })).toBe(9);
    expect(worked('max(pain, function, sleep) - min(pain, 1)', { pain: 3, function: 7, sleep: 5 })).toBe(6);
    expect(worked('avg(pain, function)', { pain: 2, function: 5 })).toBe(3.5);
    expect(worked('round(sqrt(function))', { function: 10 })).toBe(3);
    expect(worked('pain >= 5 ? 1 : 0', { pain: 6 })).toBe(1);
  });

  it('are unanswered when an answer they use is missing (count tells how many are answered)', () => {
    expect(worked('pain + function', { pain: 3, function: null })).toBeNull();
    expect(worked('count(pain, function, sleep)', { pain: 3, function: null, sleep: 1 })).toBe(2);
  });

  it('answer no number for a division by zero', () => {
    expect(worked('pain / function', { pain: 3, function: 0 })).toBeNull();
  });

  it.each([
    ['unknown + 1', 'not an earlier question'],
    ['constructor', 'not an earlier question'],
    ['__proto__', 'not an earlier question'],
    ['pain.constructor', 'MemberExpression'],
    ['this', 'ThisExpression'],
    ["'text'", 'only numbers'],
    ['[1, 2]', 'ArrayExpression'],
    ['process(1)', 'only the functions'],
    ['pain(1)', 'only the functions'],
    ['pain; function', 'Compound'],
    ['pain << 2', 'not allowed'],
    ['pain +', 'cannot read'],
  ])('refuse %s (never run as JavaScript)', (source, message) => {
    expect(() => parseFormula(source, known)).toThrow(FormulaError);
    expect(() => parseFormula(source, known)).toThrow(message);
  });
});
