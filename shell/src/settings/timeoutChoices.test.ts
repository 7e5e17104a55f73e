import { describe, expect, it } from '@jest/globals';
import { TIMEOUT_CHOICES, timeoutChoicesWith, timeoutLabel } from './timeoutChoices';

describe('the idle timeout choices', () => {
  it('run from 15 minutes to 12 hours', () => {
    expect(TIMEOUT_CHOICES[0]).toBe(15);
    expect(TIMEOUT_CHOICES.at(-1)).toBe(720);
  });

  it('keep a saved value that is not among them, in order', () => {
    expect(timeoutChoicesWith(45)).toEqual([15, 30, 45, 60, 120, 240, 480, 720]);
    expect(timeoutChoicesWith(60)).toEqual(TIMEOUT_CHOICES);
  });

  it('read whole hours as hours', () => {
    expect(timeoutLabel(15)).toEqual({ key: 'minutes', count: 15 });
    expect(timeoutLabel(90)).toEqual({ key: 'minutes', count: 90 });
    expect(timeoutLabel(720)).toEqual({ key: 'hours', count: 12 });
  });
});
