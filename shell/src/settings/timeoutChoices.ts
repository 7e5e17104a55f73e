import { IDLE_TIMEOUT_MAX, IDLE_TIMEOUT_MIN } from '@openset/contracts';

/** The idle timeouts offered, in minutes: from the spec's 15 minutes to its 12 hours. */
export const TIMEOUT_CHOICES = [15, 30, 60, 120, 240, 480, 720].filter((minutes) => minutes >= IDLE_TIMEOUT_MIN && minutes <= IDLE_TIMEOUT_MAX);

/** A saved timeout not among the choices (set through the API) is offered too, in its place. */
export function timeoutChoicesWith(saved: number): number[] {
  return TIMEOUT_CHOICES.includes(saved) ? TIMEOUT_CHOICES : [...TIMEOUT_CHOICES, saved].sort((a, b) => a - b);
}

/** How a choice reads: whole hours in hours, the rest in minutes. */
export function timeoutLabel(minutes: number): { key: 'hours' | 'minutes'; count: number } {
  return minutes >= 60 && minutes % 60 === 0 ? { key: 'hours', count: minutes / 60 } : { key: 'minutes', count: minutes };
}
