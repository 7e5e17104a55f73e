import { describe, expect, it } from '@jest/globals';
import { randRecode, scoreSf36, sf36Scales } from './sf36.js';

type A = (number | null)[];
/** Answers by item number (1-36); items not listed are null. */
const form = (byNumber: Record<number, number>): A => Array.from({ length: 36 }, (_, index) => byNumber[index + 1] ?? null);
const byKey = (answers: A) => Object.fromEntries(scoreSf36({ answers }).map((s) => [s.key, s]));
// Most favourable and least favourable codes per item (RAND Table 1).
const best: A = [1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 6, 6, 1, 1, 6, 6, 1, 6, 5, 5, 1, 5, 1];
const worst: A = [5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 6, 5, 6, 1, 1, 6, 6, 1, 1, 6, 1, 1, 1, 5, 1, 5];

describe('RAND 36-Item Health Survey 1.0 (RAND scoring rules, Tables 1 and 2)', () => {
  it('recodes every item group per RAND Table 1', () => {
    expect([1, 2, 3, 4, 5].map((code) => randRecode(1, code))).toEqual([100, 75, 50, 25, 0]);
    expect([1, 2, 3].map((code) => randRecode(3, code))).toEqual([0, 50, 100]);
    expect([1, 2].map((code) => randRecode(19, code))).toEqual([0, 100]);
    expect([1, 2, 3, 4, 5, 6].map((code) => randRecode(21, code))).toEqual([100, 80, 60, 40, 20, 0]);
    expect([1, 2, 3, 4, 5, 6].map((code) => randRecode(24, code))).toEqual([0, 20, 40, 60, 80, 100]);
    expect([1, 2, 3, 4, 5].map((code) => randRecode(35, code))).toEqual([0, 25, 50, 75, 100]);
    expect([1, 2, 3, 4, 5].map((code) => randRecode(36, code))).toEqual([100, 75, 50, 25, 0]);
  });

  it('scores every scale 100 at the most favourable answers and 0 at the least', () => {
    const high = byKey(best);
    const low = byKey(worst);
    for (const { definition } of sf36Scales) expect([definition.key, high[definition.key]?.value, low[definition.key]?.value]).toEqual([definition.key, 100, 0]);
  });

  it('worked example: energy/fatigue with item 31 blank, 23 = 4, 27 = 3, 29 = 3 -> (40 + 60 + 40) / 3 = 46.7', () => {
    // Worked example of “Scoring the RAND 36-Item Health Survey 1.0” (chiro.org/LINKS/How_to_score_the_SF-36.shtml),
    // derived from “Measuring functional health status in the chiropractic office using self-report questionnaires”,
    // Top Clin Chiro 1994;1(1):51-59; it applies RAND's Table 1 and leaves the blank item out as RAND does.
    expect(byKey(form({ 23: 4, 27: 3, 29: 3 })).energyFatigue).toMatchObject({ value: 46.7, answered: 3, missing: 1, adjusted: true });
  });

  it('averages the recoded items of a scale (physical functioning: five “limited a little”, five “not limited” -> 75)', () => {
    expect(byKey(form({ 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 3, 9: 3, 10: 3, 11: 3, 12: 3 })).physicalFunctioning?.value).toBe(75);
    // General health: 1 = Good (50), 33 = Mostly false (75), 34 = Mostly true (75), 35 = Don't know (50), 36 = Mostly true (75) -> 65
    expect(byKey(form({ 1: 3, 33: 4, 34: 2, 35: 3, 36: 2 })).generalHealth?.value).toBe(65);
  });

  it('scores a scale with at least half its items answered and withholds it below', () => {
    const cases: [string, number[], number[]][] = [
      ['physicalFunctioning', [3, 4, 5, 6, 7], [3, 4, 5, 6]],
      ['rolePhysical', [13, 14], [13]],
      ['roleEmotional', [17, 18], [17]],
      ['energyFatigue', [23, 27], [23]],
      ['emotionalWellBeing', [24, 25, 26], [24, 25]],
      ['socialFunctioning', [20], []],
      ['pain', [22], []],
      ['generalHealth', [1, 33, 34], [1, 33]],
    ];
    for (const [key, enough, tooFew] of cases) {
      const fill = (numbers: number[]) => form(Object.fromEntries(numbers.map((number) => [number, best[number - 1]!])));
      expect([key, byKey(fill(enough))[key]?.value]).toEqual([key, 100]);
      expect([key, byKey(fill(tooFew))[key]]).toEqual([key, expect.objectContaining({ value: null, reason: 'tooManyMissing' })]);
    }
  });

  it('gives no physical or mental component summary', () => {
    expect(scoreSf36({ answers: best }).map((s) => s.key)).not.toEqual(expect.arrayContaining(['pcs']));
    expect(scoreSf36({ answers: best }).map((s) => s.key)).toEqual([...sf36Scales.map((s) => s.definition.key), 'healthChange']);
  });

  it('rejects bad answers naming the item', () => {
    const errorOf = (answers: A) => {
      try {
        scoreSf36({ answers });
      } catch (caught) {
        return caught;
      }
      throw new Error('expected an error');
    };
    expect(errorOf(best.slice(1))).toMatchObject({ problem: 'count', path: 'answers' });
    expect(errorOf(form({ 3: 4 }))).toMatchObject({ item: 'q3', itemNumber: 3, problem: 'range' }); // PF items have 3 options
    expect(errorOf(form({ 13: 3 }))).toMatchObject({ item: 'q13', problem: 'range' });
    expect(errorOf(form({ 21: 7 }))).toMatchObject({ item: 'q21', problem: 'range' });
    expect(errorOf(form({ 30: 2.5 }))).toMatchObject({ item: 'q30', problem: 'integer' });
  });
});
