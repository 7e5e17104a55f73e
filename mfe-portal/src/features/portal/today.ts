import { localDay, startOfLocalDay } from '@openset/web-kit';
import { useSyncExternalStore } from 'react';

/** Milliseconds from `now` to the next local midnight (a day of 23 or 25 hours when the clocks change). */
export function untilNextDay(now: Date): number {
  return startOfLocalDay(now, 1).getTime() - now.getTime();
}

type PageDocument = Pick<Document, 'visibilityState'> & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `listener` at each local midnight and whenever the page is shown again: a phone keeps an
 * installed app open for days, and freezes its timers while it is in the background, so a screen
 * opened on Monday evening and resumed on Tuesday morning hears of Tuesday as it comes back.
 */
export function onDayChange(listener: () => void, page: PageDocument = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    // Were it to fire a little early (the clock moved), it is armed again for the rest.
    timer = setTimeout(() => {
      arm();
      listener();
    }, untilNextDay(new Date()));
  };
  const onVisible = () => {
    if (page.visibilityState !== 'visible') return;
    arm();
    listener();
  };
  arm();
  page.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    page.removeEventListener('visibilitychange', onVisible);
  };
}

/** Today's local day, `YYYY-MM-DD`, rendered again when it changes (see onDayChange). */
export function useToday(): string {
  return useSyncExternalStore(onDayChange, () => localDay());
}
