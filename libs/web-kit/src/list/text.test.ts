import { describe, expect, it } from '@jest/globals';
import { cleanText, stripAngleBrackets } from './text';

describe('text inputs', () => {
  it('drops < and > from typed or pasted text and keeps the rest', () => {
    expect(stripAngleBrackets('<b>Squat</b> to 90°')).toBe('bSquat/b to 90°');
  });

  it('trims the value that is saved', () => {
    expect(cleanText('  Wall slide  ')).toBe('Wall slide');
  });
});
