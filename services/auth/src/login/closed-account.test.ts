import { describe, expect, it } from '@jest/globals';
import { closedAccountOutcome } from './closed-account.js';

describe('closedAccountOutcome', () => {
  it('sends closed professional and trial accounts to the billing page', () => {
    expect(closedAccountOutcome('professional', 'https://pay.example/checkout')).toEqual({ outcome: 'closed', type: 'professional', checkoutUri: 'https://pay.example/checkout' });
    expect(closedAccountOutcome('trial', 'https://pay.example/checkout').checkoutUri).toBe('https://pay.example/checkout');
  });

  it('gives students and staff no billing link (they get a notice instead)', () => {
    expect(closedAccountOutcome('student')).toEqual({ outcome: 'closed', type: 'student', checkoutUri: null });
    expect(closedAccountOutcome('staff').checkoutUri).toBeNull();
  });

  it('defaults to the configured checkout address', () => {
    expect(closedAccountOutcome('professional').checkoutUri).toBe('https://billing.openset.example/checkout');
  });
});
