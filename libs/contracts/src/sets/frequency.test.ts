import { describe, expect, it } from '@jest/globals';
import { daysPerWeek, mondayOf } from './frequency.js';

describe('exercise frequency', () => {
  it('reads the Frequency parameter as days per week (3/7), in English or French, and every day otherwise', () => {
    expect(daysPerWeek([{ title: 'Sets', value: '3' }, { title: 'Frequency', value: '3/7' }])).toBe(3);
    expect(daysPerWeek([{ title: 'Fréquence', value: ' 5 / 7 ' }])).toBe(5);
    expect(daysPerWeek([{ title: 'frequency', value: 'daily' }])).toBe(7);
    expect(daysPerWeek([{ title: 'Frequency', value: '8/7' }])).toBe(7);
    expect(daysPerWeek([{ title: 'Reps', value: '3/7' }])).toBe(7);
    expect(daysPerWeek([])).toBe(7);
  });

  it('reads the ways a clinician types days per week, in English or French', () => {
    const read = (value: string) => daysPerWeek([{ title: 'Frequency', value }]);
    expect(['3x/week', '3 x per week', '3 times a week', '3 times per week', '3/week', '3 days a week', '3x a wk.'].map(read)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(['2 fois par semaine', '2x/sem', '2 j/sem', '2 jours par semaine'].map(read)).toEqual([2, 2, 2, 2]);
    expect(read('5 Times A Week')).toBe(5);
    // Not days per week: more than 7, a number of weeks, times a day, every day.
    expect(['8x/week', '3 weeks', '2x/day', '2 fois par jour', 'daily', 'every other day'].map(read)).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it('finds the Monday of a week, across a month and a year', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
