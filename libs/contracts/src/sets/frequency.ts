/**
 * How often an exercise is to be done, from its Frequency parameter in the clinical "days per
 * week" notation (3/7), which the stock library uses throughout. Any other value, or none, means
 * every day. The clients service weighs adherence by it and the portal shows the week's progress
 * by it: one reading for both.
 */
const FREQUENCY_TITLE = /^(frequency|fréquence)$/i;
const DAYS_PER_WEEK = /^\s*([1-7])\s*\/\s*7\s*$/;

export function daysPerWeek(parameters: readonly { title: string; value: string }[]): number {
  const frequency = parameters.find((parameter) => FREQUENCY_TITLE.test(parameter.title.trim()));
  const days = frequency && DAYS_PER_WEEK.exec(frequency.value);
  return days ? Number(days[1]) : 7;
}

/** The Monday of the week (Monday to Sunday) of a day written YYYY-MM-DD. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
