/** Counts work under way, so that a stopping process can wait until it is done. */
export class InFlight {
  private running = 0;
  private waiters: (() => void)[] = [];

  get count(): number {
    return this.running;
  }

  /** Marks one piece of work begun; the returned function ends it (once, however often called). */
  begin(): () => void {
    this.running++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running--;
      if (this.running === 0) this.wake();
    };
  }

  /** Resolves when nothing is under way, or after `deadlineMs` whatever is still running. */
  settled(deadlineMs: number): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, deadlineMs);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        const at = waiters.indexOf(done);
        if (at >= 0) waiters.splice(at, 1);
        resolve();
      }
      waiters.push(done);
    });
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
