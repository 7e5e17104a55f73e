import { describe, expect, it } from '@jest/globals';
import { dateFormat } from '@openset/web-kit';
import i18next from 'i18next';
import { NS, clientsStrings } from '../../../i18n/strings';
import type { CalendarDay } from '../model/tracking';
import { calendarDayLabel } from './AdherenceCalendar';

const i18n = i18next.createInstance();
// initAsync false: the strings are in before init returns.
void i18n.init({
  resources: { en: { [NS]: clientsStrings.en }, fr: { [NS]: clientsStrings.fr } },
  defaultNS: NS,
  lng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A day's label as the calendar writes it (its button's name and the line under the calendar). */
function label(lang: 'en' | 'fr', state: CalendarDay['state'], done: number, planned: number): string {
  const days = dateFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const day: CalendarDay = { date: '2026-11-25', day: 25, done, planned, state };
  return calendarDayLabel(i18n.getFixedT(lang, NS), day, (date) => days.format(new Date(`${date}T00:00:00Z`)));
}

describe("the adherence calendar's day labels", () => {
  it('count the exercises in English, one and more', () => {
    expect(label('en', 'done', 1, 1)).toBe('Nov 25, 2026: the planned exercise done');
    expect(label('en', 'done', 3, 3)).toBe('Nov 25, 2026: all 3 exercises done');
    expect(label('en', 'partial', 1, 3)).toBe('Nov 25, 2026: 1 of 3 exercises done');
    expect(label('en', 'partial', 2, 3)).toBe('Nov 25, 2026: 2 of 3 exercises done');
    expect(label('en', 'missed', 0, 1)).toBe('Nov 25, 2026: the planned exercise not done');
    expect(label('en', 'missed', 0, 2)).toBe('Nov 25, 2026: none of the 2 exercises done');
    expect(label('en', 'today', 0, 1)).toBe('Nov 25, 2026: today, the planned exercise not done yet');
    expect(label('en', 'today', 0, 4)).toBe('Nov 25, 2026: today, none of the 4 exercises done yet');
    expect(label('en', 'none', 0, 0)).toBe('Nov 25, 2026: nothing planned');
  });

  it('count the exercises in French, the participle agreeing with them', () => {
    expect(label('fr', 'done', 1, 1)).toBe('25 nov. 2026\u00a0: l’exercice prévu fait');
    expect(label('fr', 'done', 3, 3)).toBe('25 nov. 2026\u00a0: les 3 exercices faits');
    expect(label('fr', 'partial', 1, 3)).toBe('25 nov. 2026\u00a0: 1 exercice sur 3 fait');
    expect(label('fr', 'partial', 2, 3)).toBe('25 nov. 2026\u00a0: 2 exercices sur 3 faits');
    expect(label('fr', 'missed', 0, 1)).toBe('25 nov. 2026\u00a0: l’exercice prévu non fait');
    expect(label('fr', 'missed', 0, 2)).toBe('25 nov. 2026\u00a0: aucun des 2 exercices fait');
    expect(label('fr', 'today', 0, 1)).toBe('25 nov. 2026\u00a0: aujourd’hui, l’exercice prévu pas encore fait');
    expect(label('fr', 'today', 0, 4)).toBe('25 nov. 2026\u00a0: aujourd’hui, aucun des 4 exercices fait pour l’instant');
    expect(label('fr', 'none', 0, 0)).toBe('25 nov. 2026\u00a0: rien de prévu');
  });
});
