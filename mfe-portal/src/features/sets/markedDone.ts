/**
 * Whether an exercise shows as done on the day being recorded (today or yesterday), its key
 * `date|setId/exerciseKey`. A click is queued in the outbox and shows at once;
 * when the outbox has sent it, the entry leaves the queue before the adherence read that follows
 * has come back, so the click itself is remembered until a read that started after it has
 * answered. Without that the box would flick back to its old state for the length of a request.
 */
export interface Click {
  done: boolean;
  /** Date.now() of the click. */
  at: number;
}

export interface DoneSources {
  /** Marks still waiting in the outbox, by `date|setId/exerciseKey`; the latest wins. */
  waiting: ReadonlyMap<string, boolean>;
  /** This page's clicks, by `date|setId/exerciseKey`. */
  clicks: ReadonlyMap<string, Click>;
  /** What the last adherence read said was done, as `date|setId/exerciseKey`. */
  server: ReadonlySet<string>;
  /** When that read started (RTK Query's startedTimeStamp), undefined before the first. */
  readStartedAt: number | undefined;
  /** Whether a read is under way (its answer is not in `server` yet). */
  reading: boolean;
}

export function isMarkedDone(key: string, sources: DoneSources): boolean {
  const waiting = sources.waiting.get(key);
  if (waiting !== undefined) return waiting;
  const click = sources.clicks.get(key);
  if (click && !(readAnsweredAfter(click.at, sources))) return click.done;
  return sources.server.has(key);
}

function readAnsweredAfter(at: number, { reading, readStartedAt }: DoneSources): boolean {
  return !reading && readStartedAt !== undefined && readStartedAt > at;
}
