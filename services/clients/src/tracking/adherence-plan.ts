import { daysPerWeek, mondayOf, type PortalSetContent, type Tracking } from '@openset/contracts';

/** One exercise of a set in the portal: from which day (UTC) and on how many days a week. */
interface PlannedExercise {
  setId: string;
  key: string;
  since: string;
  daysPerWeek: number;
}

type Mark = { setId: string; exerciseKey: string; date: string };

export function plannedExercises(sets: readonly PortalSetContent[]): PlannedExercise[] {
  return sets.flatMap((set) =>
    set.elements.flatMap((element) =>
      element.type === 'setExercise' ? [{ setId: set.id, key: element.key, since: set.enabledAt.slice(0, 10), daysPerWeek: daysPerWeek(element.parameters) }] : [],
    ),
  );
}

/**
 * Adherence over `days` to the exercises planned.
 * - An exercise is due from the day its set was put in the portal; a day on which the client
 *   marked its set done counts too, even before (the client's date can run behind UTC's).
 * - The percentage weighs each exercise by its frequency, week by week: an exercise of 3/7 done
 *   on three days of a full week is all done; in a week it was due on d days, f × d / 7 of them
 *   are expected, and marks beyond that count for no more than expected.
 * - Per day (the calendar): done is the exercises marked that day; planned counts an every-day
 *   exercise on each day it is due, and one of fewer days a week only on a day it was done, so
 *   a rest day of a 3/7 exercise is not a missed day.
 */
export function adherenceOver(days: readonly string[], exercises: readonly PlannedExercise[], marks: readonly Mark[]): Tracking['adherence'] {
  const exerciseId = (setId: string, key: string) => `${setId}/${key}`;
  const known = new Set(exercises.map((exercise) => exerciseId(exercise.setId, exercise.key)));
  const doneOn = new Set<string>();
  const setsMarkedOn = new Set<string>();
  for (const mark of marks) {
    if (!known.has(exerciseId(mark.setId, mark.exerciseKey))) continue;
    doneOn.add(`${mark.date}|${exerciseId(mark.setId, mark.exerciseKey)}`);
    setsMarkedOn.add(`${mark.date}|${mark.setId}`);
  }
  const isDue = (exercise: PlannedExercise, date: string) => exercise.since <= date || setsMarkedOn.has(`${date}|${exercise.setId}`);
  const isDone = (exercise: PlannedExercise, date: string) => doneOn.has(`${date}|${exerciseId(exercise.setId, exercise.key)}`);

  const perDay = days.map((date) => {
    const due = exercises.filter((exercise) => isDue(exercise, date));
    const done = due.filter((exercise) => isDone(exercise, date)).length;
    return { date, done, planned: due.filter((exercise) => exercise.daysPerWeek === 7 || isDone(exercise, date)).length };
  });

  const weekOf = new Map(days.map((date) => [date, mondayOf(date)]));
  let expected = 0;
  let achieved = 0;
  for (const exercise of exercises) {
    const weeks = new Map<string, { due: number; done: number }>();
    for (const date of days) {
      if (!isDue(exercise, date)) continue;
      const week = weeks.get(weekOf.get(date)!) ?? { due: 0, done: 0 };
      weeks.set(weekOf.get(date)!, { due: week.due + 1, done: week.done + (isDone(exercise, date) ? 1 : 0) });
    }
    for (const { due, done } of weeks.values()) {
      const ofWeek = (exercise.daysPerWeek * due) / 7;
      expected += ofWeek;
      achieved += Math.min(done, ofWeek);
    }
  }
  return { days: perDay, percentage: expected === 0 ? 0 : Math.round((achieved / expected) * 1000) / 10 };
}
