import { describe, expect, it } from '@jest/globals';
import { dateFormat } from './formats';

describe('dateFormat', () => {
  const day = Date.UTC(2026, 10, 25, 14, 30);

  it('writes a date as each language does', () => {
    expect(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('Nov 25, 2026');
    expect(dateFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('25 nov. 2026');
  });

  it('keeps one formatter per language and options, and no more', () => {
    const first = dateFormat('fr', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(dateFormat('fr', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBe(first);
    expect(dateFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(dateFormat('fr', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(day)).toBe('25 novembre 2026 à 14:30');
  });
});
