/** Spec sections 4 and 9: a draft save at most every 30 s (trailing), each with a 15 s timeout. */
export interface AutosaveTiming {
  intervalMs: number;
  timeoutMs: number;
}
export const AUTOSAVE_TIMING: AutosaveTiming = { intervalMs: 30_000, timeoutMs: 15_000 };

/**
 * The product's timing, unless the page was given another before the designer loaded
 * (`window.opensetAutosave = { intervalMs, timeoutMs }`): browser tests wait seconds, not 30 s.
 */
export function autosaveTiming(): AutosaveTiming {
  const given = (globalThis as { opensetAutosave?: Partial<AutosaveTiming> }).opensetAutosave;
  const valid = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
  return {
    intervalMs: valid(given?.intervalMs) ? given.intervalMs : AUTOSAVE_TIMING.intervalMs,
    timeoutMs: valid(given?.timeoutMs) ? given.timeoutMs : AUTOSAVE_TIMING.timeoutMs,
  };
}

/**
 * How a save ended: stored; failed for now (network, service down, timeout: tried again after
 * the interval with whatever is newest); or refused (operation or permission error: tried
 * again only after the next edit).
 */
export type SaveOutcome = 'saved' | 'retry' | 'refused';

export interface AutosaveOptions {
  timing: AutosaveTiming;
  /** Saves the newest content; `signal` aborts when the timeout is over. */
  save: (signal: AbortSignal) => Promise<SaveOutcome>;
}

/**
 * Trailing throttle of draft saves for one document: the first edit after a save starts the
 * interval, edits during it add nothing, and the save at its end sends the content as it is
 * then. One save at a time: an edit during a save schedules the next one. A save that takes
 * longer than the timeout is aborted and counts as failed.
 */
export class AutosaveScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private saving = false;
  private dirty = false;
  private disposed = false;

  constructor(private readonly options: AutosaveOptions) {}

  /** The content changed: a save will follow within the interval. */
  changed(): void {
    this.dirty = true;
    this.schedule();
  }

  /** Nothing to save any more (the set was saved, or the document closed). */
  cancel(): void {
    this.dirty = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  dispose(): void {
    this.cancel();
    this.disposed = true;
  }

  get pending(): boolean {
    return this.timer !== null || this.saving;
  }

  private schedule(): void {
    if (this.disposed || this.timer || this.saving || !this.dirty) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.options.timing.intervalMs);
  }

  private async run(): Promise<void> {
    if (this.disposed || !this.dirty) return;
    this.dirty = false;
    this.saving = true;
    const controller = new AbortController();
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<SaveOutcome>((resolve) => {
      timeout = setTimeout(() => {
        controller.abort();
        resolve('retry');
      }, this.options.timing.timeoutMs);
    });
    let outcome: SaveOutcome;
    try {
      outcome = await Promise.race([this.options.save(controller.signal), timedOut]);
    } catch {
      outcome = 'retry';
    } finally {
      clearTimeout(timeout);
      this.saving = false;
    }
    if (outcome === 'retry') this.dirty = true;
    this.schedule();
  }
}
