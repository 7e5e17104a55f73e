import { describe, expect, it } from '@jest/globals';
import { parseSection, sectionToOpen } from './rememberedSection';

const SECTIONS = ['personal', 'password', 'security', 'billing'];

describe('the settings section opened by default', () => {
  it('is the last used one', () => {
    expect(sectionToOpen('billing', SECTIONS, 'personal')).toBe('billing');
  });

  it('is the fallback when none was used, or the remembered one no longer exists', () => {
    expect(sectionToOpen(null, SECTIONS, 'personal')).toBe('personal');
    expect(sectionToOpen('headers', SECTIONS, 'personal')).toBe('personal');
  });

  it('reads only a name from what was stored', () => {
    expect(parseSection('security')).toBe('security');
    expect(parseSection({ section: 'security' })).toBeUndefined();
  });
});
