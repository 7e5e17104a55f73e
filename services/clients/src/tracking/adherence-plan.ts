import { daysPerWeek, mondayOf, type TrackedSet, type Tracking } from '@openset/contracts';

/** Days (the client's, both included) a set was in the portal; while it still is, up to the client's today. */
interface DaySpan {
  from: string;
  to: string;
}

/** One exercise of a set that was in the portal: on which days and on how many days a week. */
interface PlannedExercise {
  setId: string;
  key: string;
  spans: DaySpan[];
  daysPerWeek: number;
  /** For the clinician's table: the set's name and the exercise's title. */
  setName: string;
  title: string;
}

type Mark = { setId: string; exerciseKey: string; date: string };

/**
 * `dayOf`: the client's day of an instant (`dayIn` their time zone), so the days line up with their
 * marks. A set still in the portal is planned up to `now`'s day there and not after: a day the
 * client has not reached yet (the clinician's range may end on a later day) is not a missed day.
 */
export function plannedExercises(sets: readonly TrackedSet[], dayOf: (instant: string) => string, now: string): PlannedExercise[] {
  const today = dayOf(now);
  return sets.flatMap((set) => {
    const spans = set.periods.map((period) => ({ from: dayOf(period.from), to: period.to === null ? today : dayOf(period.to) }));
    const setName = set.title || set.savename;
    return set.elements.flatMap((element) =>
      element.type === 'setExercise' ? [{ setId: set.id, key: element.key, spans, daysPerWeek: daysPerWeek(element.parameters), setName, title: element.title }] : [],
    );
  });
}

/**
 * Adherence over `days` to the exercises planned.
 * - An exercise is due on the days its set was in the portal, from the day it was put there to
 *   the day it was taken out, both counted; a day on which the client marked its set done counts
 *   too (the client's time zone may be unknown, UTC standing in for it, or they travelled).
 * - The percentage weighs each exercise by its frequency, week by week: an exercise of 3/7 done
 *   on three days of a full week is all done; in a week it was due on d days, f × d / 7 of them
 *   are expected, and marks beyond that count for no more than expected.
 * - Per day (the calendar): done is the exercises marked that day; planned counts an every-day
 *   exercise on each day it is due, and one of fewer days a week only on a day it was done, so
 *   a rest day of a 3/7 exercise is not a missed day; shown counts every exercise in the portal
 *   that day, and `exercises` names each (set and key) with whether it was done.
 * - `today` (the client's) is not over: an exercise done today counts, one not done yet is not
 *   missed. An exercise due only today and not done yet is listed with no percentage (null), and
 *   so is the whole when nothing counts yet (a program put in the portal today): not "0%, low".
 * - Per exercise: the days it was done and its own percentage, the same way.
 */
export function adherenceOver(days: readonly string[], exercises: readonly PlannedExercise[], marks: readonly Mark[], today: string): Tracking['adherence'] {
  const exerciseId = (setId: string, key: string) => `${setId}/${key}`;
  const known = new Set(exercises.map((exercise) => exerciseId(exercise.setId, exercise.key)));
  const doneOn = new Set<string>();
  const setsMarkedOn = new Set<string>();
  for (const mark of marks) {
    if (!known.has(exerciseId(mark.setId, mark.exerciseKey))) continue;
    doneOn.add(`${mark.date}|${exerciseId(mark.setId, mark.exerciseKey)}`);
    setsMarkedOn.add(`${mark.date}|${mark.setId}`);
  }
  const inPortal = (exercise: PlannedExercise, date: string) => exercise.spans.some((span) => span.from <= date && date <= span.to);
  const isDue = (exercise: PlannedExercise, date: string) => inPortal(exercise, date) || setsMarkedOn.has(`${date}|${exercise.setId}`);
  const isDone = (exercise: PlannedExercise, date: string) => doneOn.has(`${date}|${exerciseId(exercise.setId, exercise.key)}`);

  // Per day also what the client was shown and which of it was done, so the clinician reads a
  // day's exercises by name rather than as a count.
  const perDay = days.map((date) => {
    const due = exercises.filter((exercise) => isDue(exercise, date));
    const done = due.filter((exercise) => isDone(exercise, date)).length;
    const shown = due.map((exercise) => ({ setId: exercise.setId, exerciseKey: exercise.key, done: isDone(exercise, date) }));
    return { date, done, planned: due.filter((exercise) => exercise.daysPerWeek === 7 || isDone(exercise, date)).length, shown: shown.length, exercises: shown };
  });

  const weekOf = new Map(days.map((date) => [date, mondayOf(date)]));
  const percent = (achieved: number, expected: number) => (expected === 0 ? null : Math.round((achieved / expected) * 1000) / 10);
  let expected = 0;
  let achieved = 0;
  const perExercise: Tracking['adherence']['exercises'] = [];
  for (const exercise of exercises) {
    const weeks = new Map<string, { due: number; done: number }>();
    let planned = false;
    for (const date of days) {
      if (!isDue(exercise, date)) continue;
      planned = true;
      const done = isDone(exercise, date);
      if (date >= today && !done) continue;
      const monday = weekOf.get(date)!;
      const week = weeks.get(monday) ?? { due: 0, done: 0 };
      weeks.set(monday, { due: week.due + 1, done: week.done + (done ? 1 : 0) });
    }
    if (!planned) continue;
    const own = { expected: 0, achieved: 0, done: 0 };
    for (const { due, done } of weeks.values()) {
      const ofWeek = (exercise.daysPerWeek * due) / 7;
      own.expected += ofWeek;
      own.achieved += Math.min(done, ofWeek);
      own.done += done;
    }
    expected += own.expected;
    achieved += own.achieved;
    perExercise.push({
      setId: exercise.setId,
      setName: exercise.setName,
      exerciseKey: exercise.key,
      title: exercise.title,
      daysPerWeek: exercise.daysPerWeek,
      done: own.done,
      percentage: percent(own.achieved, own.expected),
    });
  }
  return { days: perDay, percentage: percent(achieved, expected), exercises: perExercise };
}
