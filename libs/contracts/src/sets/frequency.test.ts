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

  it('finds the Monday of a week, across a month and a year', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
