import { describe, expect, it } from '@jest/globals';
import { defaultSection } from './lastSettingsPath';

describe('the default settings section', () => {
  it('is the last used one', () => {
    expect(defaultSection('billing')).toBe('billing');
  });

  it('is personal when none was used, or the remembered one no longer exists', () => {
    expect(defaultSection(null)).toBe('personal');
    expect(defaultSection('headers')).toBe('personal');
  });
});
