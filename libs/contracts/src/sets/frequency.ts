/**
 * How often an exercise is to be done, from its Frequency parameter: the clinical "days per
 * week" notation (3/7), which the stock library uses throughout, or the way a clinician types it
 * in English or French ("3x/week", "3 times a week", "3 fois par semaine", "3 j/sem"). Any other
 * value, or none, means every day ("daily", "2x/day": a day counts once). The clients service
 * weighs adherence by it and the portal shows the week's progress by it: one reading for both.
 */
const FREQUENCY_TITLE = /^(frequency|fréquence)$/i;
const DAYS_PER_WEEK = [
  /^([1-7])\s*\/\s*7$/,
  /^([1-7])\s*(?:(?:x|×|times?|fois|days?|jours?|j)\s*(?:\/|a|per|par|each|every|chaque)?|\/|a|per|par)\s*(?:the\s+|la\s+)?(?:week|wk|semaine|sem)\.?$/i,
];

export function daysPerWeek(parameters: readonly { title: string; value: string; standard?: string | undefined }[]): number {
  const frequency = parameters
    .find((parameter) => parameter.standard === 'frequency' || FREQUENCY_TITLE.test(parameter.title.trim()))
    ?.value.trim();
  for (const notation of frequency ? DAYS_PER_WEEK : []) {
    const days = notation.exec(frequency!);
    if (days) return Number(days[1]);
  }
  return 7;
}

/** The Monday of the week (Monday to Sunday) of a day written YYYY-MM-DD. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
