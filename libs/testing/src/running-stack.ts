/**
 * Jest runs the global set-up and teardown in one process but as separate modules: the stop
 * function of the stack crosses between them on `globalThis`, the only state they share.
 */
const KEY = Symbol.for('openset.test.stopStack');

type StopStack = () => Promise<void>;

export function setRunningStack(stop: StopStack): void {
  (globalThis as Record<symbol, StopStack | undefined>)[KEY] = stop;
}

export async function stopRunningStack(): Promise<void> {
  const holder = globalThis as Record<symbol, StopStack | undefined>;
  const stop = holder[KEY];
  holder[KEY] = undefined;
  await stop?.();
}
