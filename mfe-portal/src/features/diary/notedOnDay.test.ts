import { describe, expect, it } from '@jest/globals';
import type { DiaryEntry, DiaryEntryInput } from '@openset/contracts';
import { notedOnDay, type NotedEntries } from './notedOnDay';

const DAY = '2026-11-20';
const stored = (id: string, type: DiaryEntry['type'], values: DiaryEntry['values'], date = DAY) => ({ id, type, date, values });
const noted = (parts: Partial<NotedEntries>): NotedEntries => ({ stored: [], waiting: [], deleting: new Set(), ...parts });

describe('notedOnDay', () => {
  it("adds up the day's sleep, stored and waiting to be sent, and leaves other days out", () => {
    const waiting: DiaryEntryInput[] = [{ type: 'sleep', value: 1.5, unit: 'hours', date: DAY }];
    const entries = noted({ stored: [stored('a', 'sleep', { value: 7, unit: 'hours' }), stored('b', 'sleep', { value: 6 }, '2026-11-19')], waiting });
    expect(notedOnDay('sleep', DAY, 'l', entries)).toBe(8.5);
    expect(notedOnDay('sleep', '2026-11-21', 'l', entries)).toBeNull();
  });

  it('gives water in the unit the form is set to, whatever unit each glass was noted in', () => {
    const entries = noted({ stored: [stored('a', 'water', { value: 0.1, unit: 'l' }), stored('b', 'water', { value: 200, unit: 'ml' })] });
    expect(notedOnDay('water', DAY, 'l', entries)).toBe(0.3);
    expect(notedOnDay('water', DAY, 'ml', entries)).toBe(300);
  });

  it('says nothing for a reading that does not add up (pain), nor for an entry being deleted', () => {
    const entries = noted({ stored: [stored('a', 'pain', { value: 6 }), stored('b', 'steps', { value: 4000 })], deleting: new Set(['b']) });
    expect(notedOnDay('pain', DAY, 'l', entries)).toBeNull();
    expect(notedOnDay('steps', DAY, 'l', entries)).toBeNull();
  });
});
