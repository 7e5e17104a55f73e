import { describe, expect, it } from '@jest/globals';
import { EMPTY, guardFailed, guardPassed, taken } from './deepLink';

describe('deep link restore after sign-in', () => {
  it('keeps the link opened before sign-in and gives it back once', () => {
    const stored = guardFailed(EMPTY, '/clinician/clients/42');
    const [link, after] = taken(stored);
    expect(link).toBe('/clinician/clients/42');
    expect(taken(after)[0]).toBeNull();
  });

  it('keeps the link for the first two failures and drops it at the third', () => {
    const once = guardFailed(EMPTY, '/clinician/outcomes');
    const twice = guardFailed(once, '/clinician/outcomes');
    const thrice = guardFailed(twice, '/clinician/outcomes');
    expect(once.link).toBe('/clinician/outcomes');
    expect(twice.link).toBe('/clinician/outcomes');
    expect(thrice.link).toBeNull();
    expect(thrice.failures).toBe(3);
  });

  it('counts again from zero after a guard lets the user in', () => {
    const failing = guardFailed(guardFailed(EMPTY, '/a'), '/a');
    const recovered = guardPassed(failing);
    expect(guardFailed(recovered, '/b').link).toBe('/b');
  });
});
