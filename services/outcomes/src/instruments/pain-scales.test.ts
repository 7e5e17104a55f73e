// VAS and NRS for pain (Hawker et al., Arthritis Care Res 2011;63(S11):S240-S252): the score is the
// mark's distance in mm on a 100 mm line (VAS, to the nearest mm) or the number chosen 0-10 (NRS).
// MCIDs: VAS 13 mm (Todd et al., Ann Emerg Med 1996), NRS 2 points (Farrar et al., Pain 2001).
import { describe, expect, it } from '@jest/globals';
import { nrs } from './nrs.js';
import { answerErrorOf, scoreOf } from './test-helpers.js';
import { vas } from './vas.js';

describe('VAS (0-100 mm)', () => {
  it('is one item, lower is better, MCID 13 mm (Todd 1996)', () => {
    expect(vas.definition.items).toHaveLength(1);
    expect(vas.definition.scales[0]).toMatchObject({ min: 0, max: 100, unit: 'mm', higherIsBetter: false, mcid: { value: 13 } });
    expect(vas.definition.scales[0]!.mcid!.source).toMatch(/Todd/);
  });

  it('scores the mark in mm, both ends included', () => {
    expect(scoreOf(vas, [0]).value).toBe(0);
    expect(scoreOf(vas, [57]).value).toBe(57);
    expect(scoreOf(vas, [100]).value).toBe(100);
  });

  it('withholds an unanswered scale', () => {
    expect(scoreOf(vas, [null])).toMatchObject({ value: null, reason: 'notAnswered', missing: 1 });
  });

  it('refuses 101 mm, -1 mm and 12.5 mm (measured to the nearest mm), naming item 1', () => {
    expect(answerErrorOf(vas, { answers: [101] })).toMatchObject({ problem: 'range', itemNumber: 1 });
    expect(answerErrorOf(vas, { answers: [-1] })).toMatchObject({ problem: 'range', itemNumber: 1 });
    expect(answerErrorOf(vas, { answers: [12.5] })).toMatchObject({ problem: 'integer', itemNumber: 1 });
    expect(answerErrorOf(vas, { answers: [10, 20] })).toMatchObject({ problem: 'count' });
  });
});

describe('NRS (0-10)', () => {
  it('is one item of 11 whole numbers, lower is better, MCID 2 (Farrar 2001)', () => {
    expect(nrs.definition.items[0]!.options.map((option) => option.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(nrs.definition.scales[0]).toMatchObject({ min: 0, max: 10, higherIsBetter: false, mcid: { value: 2 } });
    expect(nrs.definition.scales[0]!.mcid!.source).toMatch(/Farrar/);
  });

  it('scores the number chosen', () => {
    expect(scoreOf(nrs, [0]).value).toBe(0);
    expect(scoreOf(nrs, [7]).value).toBe(7);
    expect(scoreOf(nrs, [10]).value).toBe(10);
  });

  it('withholds an unanswered scale', () => {
    expect(scoreOf(nrs, [null])).toMatchObject({ value: null, reason: 'notAnswered' });
  });

  it('refuses 11 and 6.5, naming item 1', () => {
    expect(answerErrorOf(nrs, { answers: [11] })).toMatchObject({ problem: 'range', itemNumber: 1 });
    expect(answerErrorOf(nrs, { answers: [6.5] })).toMatchObject({ problem: 'integer', itemNumber: 1 });
    expect(answerErrorOf(nrs, { answers: [] })).toMatchObject({ problem: 'count' });
  });
});
