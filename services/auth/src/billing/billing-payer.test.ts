import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@openset/server-kit';
import { payerOf } from './billing-payer.js';

describe('payerOf', () => {
  it('sends professionals and trials to the billing system, and names who pays for the others', () => {
    expect(payerOf('professional')).toBe('self');
    expect(payerOf('trial')).toBe('self');
    expect(payerOf('staff')).toBe('clinic');
    expect(payerOf('student')).toBe('student');
    expect(payerOf('demo')).toBe('demo');
  });

  it('refuses an account that is no clinician', () => {
    expect(() => payerOf('manager')).toThrow(DomainError);
  });
});
