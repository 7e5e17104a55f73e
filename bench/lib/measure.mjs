// Load generators and the report format shared by every bench.
import autocannon from 'autocannon';
import http from 'node:http';

const round = (n) => Math.round(n * 100) / 100;

/** HTTP load with autocannon: latency percentiles in ms and requests per second. */
export async function httpLoad({ url, headers = {}, connections = 10, duration = 10, warmup = 2 }) {
  if (warmup > 0) await autocannon({ url, headers, connections, duration: warmup });
  const result = await autocannon({ url, headers, connections, duration });
  const errors = result.errors + result.non2xx;
  if (errors > 0) console.warn(`  ! ${errors} failed or non-2xx responses during the run`);
  return {
    // autocannon keeps whole milliseconds for percentiles; its mean keeps the fraction.
    mean: round(result.latency.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: round(result.requests.average),
    requests: result.requests.total,
    errors,
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The same concurrency and duration, but calling `operation` directly (e.g. bare SQL). */
export async function directLoad(operation, { connections = 10, duration = 10, warmup = 2 } = {}) {
  const run = async (seconds, record) => {
    const end = performance.now() + seconds * 1000;
    const latencies = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          await operation();
          if (record) latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies;
  };
  if (warmup > 0) await run(warmup, false);
  const latencies = (await run(duration, true)).sort((a, b) => a - b);
  return {
    mean: round(latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(latencies.length, 1)),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    rps: round(latencies.length / duration),
    requests: latencies.length,
    errors: 0,
  };
}

/**
 * HTTP GETs timed one by one with performance.now() over kept-alive connections: latency
 * percentiles to the microsecond (autocannon's are whole milliseconds), for the same
 * concurrency as directLoad so the two compare like for like.
 */
export async function preciseHttpLoad({ url, headers = {}, connections = 1, duration = 10, warmup = 2 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise((resolve, reject) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.on('data', () => {});
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  try {
    return await directLoad(get, { connections, duration, warmup });
  } finally {
    agent.destroy();
  }
}

export function report(title, rows, notes = []) {
  console.log(`\n${title}`);
  console.log('  what'.padEnd(58) + 'mean ms'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'req/s'.padStart(10));
  for (const [name, r] of rows) {
    console.log(`  ${name}`.padEnd(58) + String(r.mean ?? '').padStart(9) + String(r.p50).padStart(9) + String(r.p99).padStart(9) + String(r.rps).padStart(10));
  }
  for (const note of notes) console.log(`  ${note}`);
}
