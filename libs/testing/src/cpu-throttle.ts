/**
 * `E2E_CPU_THROTTLE=N` runs the browser tests' pages N times slower (Chromium's CPU throttling):
 * a race a loaded CI machine hits once in a while then happens every time (decision 022). The
 * browser tests' waits and time limit grow by the same factor, so what fails is a race, not the
 * slowness asked for. 1 (the default) when unset or unreadable.
 */
export const BROWSER_CPU_THROTTLE = Math.max(1, Number(process.env.E2E_CPU_THROTTLE ?? 1) || 1);
