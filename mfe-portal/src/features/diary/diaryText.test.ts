import { describe, expect, it } from '@jest/globals';
import { portalT } from '../../i18n/testTranslate';
import { describeEntry, formatDay } from './diaryText';

describe('formatDay', () => {
  it('writes a calendar day in the language, the same day in every time zone', () => {
    expect(formatDay('2025-11-05', 'en')).toBe('Nov 5, 2025');
    expect(formatDay('2025-11-05', 'fr')).toBe('5 nov. 2025');
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
  });

  it('shows anything that is not a day as it came', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatDay('2025-13-45', 'fr')).toBe('2025-13-45');
  });
});

describe('describeEntry', () => {
  it('writes "name: value" with the unit, in English as before', () => {
    const t = portalT('en');
    expect(describeEntry(t, 'en', { type: 'pain', value: 6, date: '2025-11-05' })).toBe('Pain (0–10): 6');
    expect(describeEntry(t, 'en', { type: 'bp', systolic: 120, diastolic: 80, unit: 'mmHg', date: '2025-11-05' })).toBe('Blood pressure: 120/80 mmHg');
    expect(describeEntry(t, 'en', { type: 'water', value: 1.5, unit: 'l', date: '2025-11-05' })).toBe('Water: 1.5 litres');
    expect(describeEntry(t, 'en', { type: 'hr', value: 72, unit: 'bpm' })).toBe('Heart rate: 72 bpm');
  });

  it('names the scale of an effort or breathlessness entry, which read alike before ("Effort or breathlessness (0–10): 6")', () => {
    const t = portalT('en');
    expect(describeEntry(t, 'en', { type: 'rpe', scale: 'rpe', value: 6, date: '2025-11-05' })).toBe('Perceived exertion (RPE, 0–10): 6');
    expect(describeEntry(t, 'en', { type: 'rpe', scale: 'dyspnea', value: 6, date: '2025-11-05' })).toBe('Breathlessness (dyspnea, 0–10): 6');
    // A stored entry: its values as the API keeps them.
    expect(describeEntry(t, 'en', { type: 'rpe', value: 6, scale: 'dyspnea' })).toBe('Breathlessness (dyspnea, 0–10): 6');
    expect(describeEntry(portalT('fr'), 'fr', { type: 'rpe', value: 6, scale: 'dyspnea' })).toBe('Essoufflement (dyspnée, 0–10)\u00a0: 6');
  });

  it('writes French with a non-breaking space before the colon and French numbers', () => {
    const t = portalT('fr');
    expect(describeEntry(t, 'fr', { type: 'pain', value: 6 })).toBe('Douleur (0–10)\u00a0: 6');
    expect(describeEntry(t, 'fr', { type: 'sleep', value: 7.5, unit: 'hours' })).toBe('Sommeil\u00a0: 7,5 heures');
    expect(describeEntry(t, 'fr', { type: 'water', value: 500, unit: 'ml' })).toBe('Eau\u00a0: 500 millilitres');
  });

  it('writes the unit in the plural form of the number: French keeps the singular below 2 ("1,5 litre", not "1,5 litres")', () => {
    const fr = portalT('fr');
    expect(describeEntry(fr, 'fr', { type: 'water', value: 1.5, unit: 'l' })).toBe('Eau\u00a0: 1,5 litre');
    expect(describeEntry(fr, 'fr', { type: 'water', value: 2, unit: 'l' })).toBe('Eau\u00a0: 2 litres');
    expect(describeEntry(fr, 'fr', { type: 'sleep', value: 0.5, unit: 'hours' })).toBe('Sommeil\u00a0: 0,5 heure');
    const en = portalT('en');
    expect(describeEntry(en, 'en', { type: 'water', value: 1, unit: 'l' })).toBe('Water: 1 litre');
    expect(describeEntry(en, 'en', { type: 'sleep', value: 1, unit: 'hours' })).toBe('Sleep: 1 hour');
    expect(describeEntry(en, 'en', { type: 'steps', value: 1 })).toBe('Steps: 1 step');
  });
});
