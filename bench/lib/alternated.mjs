// Two loads compared in the same minutes of a shared machine: each measured in alternated halves
// (a, b, a, b) after a warm-up of both, so a busier spell, or coming first, weighs on both alike.
import http from 'node:http';

const round = (n) => Math.round(n * 100) / 100;

/** Latencies (ms) of `operation` called in a loop by each of `connections` callers for `seconds`. */
export async function timed(operation, seconds, connections) {
  const end = performance.now() + seconds * 1000;
  const latencies = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await operation();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** Mean, p50, p99 (ms) and requests per second of latencies gathered over `seconds`. */
export function summary(latencies, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
  return { mean: round(sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length), p50: at(50), p99: at(99), rps: round(sorted.length / seconds), requests: sorted.length };
}

/** `a` and `b` warmed up, then measured in alternated halves of `seconds` in all each: their summaries. */
export async function alternated(a, b, { seconds, connections }) {
  await timed(a, 2, connections);
  await timed(b, 2, connections);
  const latencies = [[], []];
  for (let half = 0; half < 2; half++) {
    latencies[0].push(...(await timed(a, seconds / 2, connections)));
    latencies[1].push(...(await timed(b, seconds / 2, connections)));
  }
  return latencies.map((each) => summary(each, seconds));
}

/**
 * A GET through the gateway as a browser sends it (its session cookie, compression accepted), the
 * paths cycled, on kept-alive connections of `agent`; anything but 200 fails the run.
 */
export function gatewayGet(baseUrl, agent, cookie, paths) {
  let next = 0;
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  return () =>
    new Promise((resolve, reject) => {
      http
        .get(`${baseUrl}${paths[next++ % paths.length]}`, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
        })
        .on('error', reject);
    });
}
