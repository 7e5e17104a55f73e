import { describe, expect, it } from '@jest/globals';
import { daySchema, isRecordableDay } from './tracking.js';

describe('isRecordableDay', () => {
  const now = Date.parse('2026-11-24T20:00:00Z');

  it("takes today and tomorrow in UTC (a client's own day runs up to 14 hours ahead), not the day after", () => {
    expect(['2026-11-24', '2026-11-25', '2026-11-26'].map((day) => isRecordableDay(day, now))).toEqual([true, true, false]);
  });

  it('takes a day of the last year, not one before', () => {
    expect(['2025-11-24', '2025-11-23', '2025-11-22'].map((day) => isRecordableDay(day, now))).toEqual([true, true, false]);
  });
});

describe('daySchema', () => {
  it('takes calendar days from 1900 to 2100, so a day on either side is still a date PostgreSQL and ISO agree on', () => {
    const valid = ['1900-01-01', '2026-11-24', '2100-12-31', '0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2026-02-30'].map((day) => daySchema.safeParse(day).success);
    expect(valid).toEqual([true, true, true, false, false, false, false, false]);
  });
});
