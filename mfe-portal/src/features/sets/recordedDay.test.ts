import { describe, expect, it } from '@jest/globals';
import { recordedDay } from './recordedDay';

describe('recordedDay', () => {
  it('is the local day of the moment of the tap (a page shown on Monday evening, tapped on Tuesday morning, records Tuesday)', () => {
    const tuesdayMorning = new Date(2026, 11, 8, 7, 30);
    expect(recordedDay('today', tuesdayMorning)).toBe('2026-12-08');
    expect(recordedDay('yesterday', tuesdayMorning)).toBe('2026-12-07');
  });

  it("is the local calendar's day before for yesterday, across a month's end", () => {
    expect(recordedDay('yesterday', new Date(2026, 2, 1, 0, 5))).toBe('2026-02-28');
    expect(recordedDay('today', new Date(2026, 2, 1, 0, 5))).toBe('2026-03-01');
  });
});
