import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { movedDay, type CalendarDay } from '../model/tracking';

// Colours with at least 3:1 against white for the calendar's cells (WCAG non-text contrast).
const cellColour: Record<CalendarDay['state'], { bg: string; fg: string; border: string }> = {
  done: { bg: '#1b5e20', fg: '#ffffff', border: '#1b5e20' },
  partial: { bg: '#a5d6a7', fg: '#0b3d0f', border: '#2e7d32' },
  missed: { bg: '#ffffff', fg: '#b71c1c', border: '#c62828' },
  none: { bg: '#f5f5f5', fg: '#616161', border: '#bdbdbd' },
  today: { bg: '#ffffff', fg: '#424242', border: '#757575' },
};

const dayKeys: Record<CalendarDay['state'], string> = {
  done: 'tracking.dayDone',
  partial: 'tracking.dayPartial',
  missed: 'tracking.dayMissed',
  none: 'tracking.dayNone',
  today: 'tracking.dayToday',
};

/**
 * What was done on a day, in words: "Nov 25, 2026: 2 of 3 exercises done". The number of
 * exercises picks the plural form: those planned ("all 3 exercises done", "the planned exercise
 * done"), or on a day partly done those done, which French agrees with ("1 exercice sur 3 fait").
 */
export function calendarDayLabel(t: TFunction, day: CalendarDay, formatDay: (date: string) => string): string {
  const count = day.state === 'partial' ? day.done : day.planned;
  return t(dayKeys[day.state], { date: formatDay(day.date), count, done: day.done, planned: day.planned });
}

interface AdherenceCalendarProps {
  weeks: (CalendarDay | null)[][];
  /** The month a row names, if any ("Nov 2026"). */
  monthOf: (row: number) => string | null;
  formatDay: (date: string) => string;
  /** An exercise's name in the day's list ("Wall squat (Knee program)"), from the tracking's exercises. */
  nameOf: (setId: string, exerciseKey: string) => string;
}

/**
 * Adherence as a calendar of the period's days, coloured by what was done, with the legend.
 * Each day is a button that says what was done on it, under the calendar, when chosen by a
 * click, a touch or the keyboard (one day in the tab order, the arrows move, as a date picker):
 * "3 of 5 done" was only in a hover title before, which neither a tablet nor a keyboard shows.
 */
export function AdherenceCalendar({ weeks, monthOf, formatDay, nameOf }: AdherenceCalendarProps) {
  const { t } = useTranslation(NS);
  const weekdays = t('tracking.weekdays').split(',');
  const days = weeks.flat().filter((day) => day !== null);
  const dates = days.map((day) => day.date);
  const [picked, setPicked] = useState<string | null>(null);
  // Another period may not hold the day picked in the last one.
  const chosen = days.find((day) => day.date === picked) ?? null;
  const focusable = chosen?.date ?? dates.at(-1);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const dayLabel = (day: CalendarDay) => calendarDayLabel(t, day, formatDay);

  const move = (event: KeyboardEvent, from: string) => {
    const next = movedDay(dates, from, event.key);
    if (!next) return;
    event.preventDefault();
    setPicked(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <>
      {/* On the narrowest phones the weeks scroll in their own box; the page does not. */}
      <TableContainer sx={{ mb: 1 }}>
        <Table size="small" aria-label={t('tracking.calendar')} sx={{ width: 'auto', '& td, & th': { p: 0.25, border: 0, textAlign: 'center' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="td" />
              {weekdays.map((day) => (
                <TableCell key={day} component="th" scope="col" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                  {day}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week, index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row" sx={{ fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap', '&&': { textAlign: 'end', pr: 1 } }}>
                  {monthOf(index)}
                </TableCell>
                {week.map((day, column) => (
                  <TableCell key={day?.date ?? `empty-${column}`}>
                    {day && (
                      <Box
                        component="button"
                        type="button"
                        ref={(button: HTMLButtonElement | null) => void (button ? buttons.current.set(day.date, button) : buttons.current.delete(day.date))}
                        tabIndex={day.date === focusable ? 0 : -1}
                        aria-label={dayLabel(day)}
                        data-chosen={day.date === chosen?.date || undefined}
                        onClick={() => setPicked(day.date)}
                        onFocus={() => setPicked(day.date)}
                        onKeyDown={(event) => move(event, day.date)}
                        sx={{
                          width: { xs: 30, sm: 32 },
                          height: { xs: 30, sm: 32 },
                          p: 0,
                          display: 'grid',
                          placeItems: 'center',
                          borderRadius: 1,
                          font: 'inherit',
                          fontSize: '0.8rem',
                          cursor: 'pointer',
                          bgcolor: cellColour[day.state].bg,
                          color: cellColour[day.state].fg,
                          border: 2,
                          borderColor: cellColour[day.state].border,
                          '&[data-chosen]': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 1 },
                          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                        }}
                      >
                        {day.day}
                      </Box>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {/* The chosen day in words for the eyes; a screen reader has it from the day's button. */}
      <Typography variant="body2" aria-hidden data-testid="calendar-day-details" sx={{ mb: 1, minHeight: '1.5em' }}>
        {chosen ? dayLabel(chosen) : t('tracking.pickDay')}
      </Typography>
      {chosen && chosen.shown > 0 && <DayExercises day={chosen} nameOf={nameOf} />}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
        {(['done', 'partial', 'missed', 'today', 'none'] as const).map((state) => (
          <Stack key={state} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: cellColour[state].bg, border: 2, borderColor: cellColour[state].border }} />
            <Typography variant="body2">{t(`tracking.legend.${state}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </>
  );
}

/**
 * The chosen day's exercises by name: how many the client was shown, those done and those not,
 * so a clinician sees which one is left out that day rather than a count.
 */
function DayExercises({ day, nameOf }: { day: CalendarDay; nameOf: (setId: string, exerciseKey: string) => string }) {
  const { t } = useTranslation(NS);
  const names = (done: boolean) => day.exercises.filter((one) => one.done === done).map((one) => nameOf(one.setId, one.exerciseKey));
  const done = names(true);
  const notDone = names(false);
  return (
    <Box data-testid="calendar-day-exercises" aria-live="polite" sx={{ mb: 1 }}>
      <Typography variant="body2">{t('tracking.dayShown', { count: day.shown })}</Typography>
      {done.length > 0 && <Typography variant="body2">{t('tracking.dayExercisesDone', { names: done.join(', ') })}</Typography>}
      {notDone.length > 0 && <Typography variant="body2">{t('tracking.dayExercisesNotDone', { names: notDone.join(', ') })}</Typography>}
    </Box>
  );
}
