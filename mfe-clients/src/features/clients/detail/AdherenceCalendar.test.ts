import { describe, expect, it } from '@jest/globals';
import { dateFormat } from '@openset/web-kit';
import { translatorOf } from '@openset/web-kit/testing';
import { NS, clientsStrings } from '../../../i18n/strings';
import type { CalendarDay } from '../model/tracking';
import { calendarDayLabel } from './AdherenceCalendar';

const clientsT = translatorOf(NS, clientsStrings);

/** A day's label as the calendar writes it (its button's name and the line under the calendar). */
function label(lang: 'en' | 'fr', state: CalendarDay['state'], done: number, planned: number): string {
  const days = dateFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const day: CalendarDay = { date: '2026-11-25', day: 25, done, planned, shown: planned, exercises: [], state };
  return calendarDayLabel(clientsT(lang), day, (date) => days.format(new Date(`${date}T00:00:00Z`)));
}

/** State, exercises done and planned, then the label in English and in French. */
const CASES: [CalendarDay['state'], number, number, string, string][] = [
  ['done', 1, 1, 'Nov 25, 2026: the planned exercise done', '25 nov. 2026\u00a0: l’exercice prévu fait'],
  ['done', 3, 3, 'Nov 25, 2026: all 3 exercises done', '25 nov. 2026\u00a0: les 3 exercices faits'],
  // On a day partly done French agrees the participle with the exercises done.
  ['partial', 1, 3, 'Nov 25, 2026: 1 of 3 exercises done', '25 nov. 2026\u00a0: 1 exercice sur 3 fait'],
  ['partial', 2, 3, 'Nov 25, 2026: 2 of 3 exercises done', '25 nov. 2026\u00a0: 2 exercices sur 3 faits'],
  ['missed', 0, 1, 'Nov 25, 2026: the planned exercise not done', '25 nov. 2026\u00a0: l’exercice prévu non fait'],
  ['missed', 0, 2, 'Nov 25, 2026: none of the 2 exercises done', '25 nov. 2026\u00a0: aucun des 2 exercices fait'],
  [
    'today',
    0,
    1,
    'Nov 25, 2026: today, the planned exercise not done yet',
    '25 nov. 2026\u00a0: aujourd’hui, l’exercice prévu pas encore fait',
  ],
  [
    'today',
    0,
    4,
    'Nov 25, 2026: today, none of the 4 exercises done yet',
    '25 nov. 2026\u00a0: aujourd’hui, aucun des 4 exercices fait pour l’instant',
  ],
  ['none', 0, 0, 'Nov 25, 2026: nothing planned', '25 nov. 2026\u00a0: rien de prévu'],
];

describe("the adherence calendar's day labels", () => {
  it.each(CASES)(
    'say a %s day of %i of %i exercises in words, in English and French',
    (state, done, planned, en, fr) => {
      expect(label('en', state, done, planned)).toBe(en);
      expect(label('fr', state, done, planned)).toBe(fr);
    },
  );
});
