import { describe, expect, it } from '@jest/globals';
import { isRecordableDay } from './tracking.js';

describe('isRecordableDay', () => {
  const now = Date.parse('2026-11-24T20:00:00Z');

  it("takes today and tomorrow in UTC (a client's own day runs up to 14 hours ahead), not the day after", () => {
    expect(['2026-11-24', '2026-11-25', '2026-11-26'].map((day) => isRecordableDay(day, now))).toEqual([true, true, false]);
  });

  it('takes a day of the last year, not one before', () => {
    expect(['2025-11-24', '2025-11-23', '2025-11-22'].map((day) => isRecordableDay(day, now))).toEqual([true, true, false]);
  });
});
