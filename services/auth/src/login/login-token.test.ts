import { describe, expect, it } from '@jest/globals';
import { tokenKey } from './login-token.js';

describe('login token', () => {
  it('matches login names case-insensitively', () => {
    expect(tokenKey('  Pro@Example.TEST ')).toBe('pro@example.test');
  });
});
