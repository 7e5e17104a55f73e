import { describe, expect, it } from '@jest/globals';
import { timeLeft } from './AccountBanner';

describe('the demo countdown', () => {
  it('shows hours only when there are some, and never goes below zero', () => {
    expect(timeLeft((1 * 3600 + 5 * 60 + 9) * 1000)).toBe('1:05:09');
    expect(timeLeft((4 * 60 + 7) * 1000 + 999)).toBe('4:07');
    expect(timeLeft(-5000)).toBe('0:00');
  });
});
