import { describe, expect, it } from '@jest/globals';
import { maskEmail } from './mask.js';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('pat@example.test')).toBe('p***@example.test');
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
  });

  it('reveals nothing of a value that is not an address', () => {
    expect(maskEmail('nobody')).toBe('***');
    expect(maskEmail('@example.test')).toBe('***');
  });
});
