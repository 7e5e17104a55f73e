import { describe, expect, it } from '@jest/globals';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it('calls anything under 8 characters too weak', () => {
    expect(passwordStrength('Ab1!xyz')).toBe('tooWeak');
  });
  it('calls 8 letters of one kind too weak, two kinds good', () => {
    expect(passwordStrength('abcdefgh')).toBe('tooWeak');
    expect(passwordStrength('abcdefg1')).toBe('good');
  });
  it('calls a long or varied password strong', () => {
    expect(passwordStrength('correcthorsebattery')).toBe('strong');
    expect(passwordStrength('Abcdefg12!')).toBe('strong');
  });
});
