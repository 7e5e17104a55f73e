import { describe, expect, it } from '@jest/globals';
import { localDay } from './dates';

describe('localDay', () => {
  it("writes the browser's own calendar day, late in the evening and just after midnight", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 0, 6, 0, 1))).toBe('2026-01-06');
    expect(localDay(new Date(2026, 11, 31, 12))).toBe('2026-12-31');
  });
});
