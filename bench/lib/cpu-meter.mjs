// Where a request's time goes: the CPU each process of the stack spent while a load ran, per
// request, read from /proc (Linux only; elsewhere the meter says it cannot measure). On two cores
// shared by every process, latency follows the sum: a case's p99 moves with its CPU per request.
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** USER_HZ: the unit of utime and stime in /proc/<pid>/stat, 100 on every Linux architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** utime and stime (user and kernel time) of one process in ticks, or null once it is gone. */
function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]), kernel: Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Every process whose command name (/proc/<pid>/comm) is `comm`. */
function pidsNamed(comm) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) pids.push(Number(entry));
    } catch {
      // gone between the listing and the read
    }
  }
  return pids;
}

/**
 * A meter over the bench stack's processes: each service and the gateway (as the launcher named
 * them), PostgreSQL's backends of the bench database, the NATS server, and this process (the
 * load generator, and the bare SQL's client). Backends are listed at each reading, as a pool
 * opens more under load.
 * @param {{ processes: { name: string, child: { pid?: number } }[] }} stack
 * @param {import('pg').Pool} pool a pool on the bench database
 */
export function cpuMeter(stack, pool) {
  const available = ticksOf(process.pid) !== null;
  const groups = async () => {
    const { rows } = await pool.query(
      'select array_agg("pid") as "pids" from "pg_stat_activity" where "datname" = current_database()',
    );
    return [
      ...stack.processes.map(({ name, child }) => [name, child.pid === undefined ? [] : [child.pid]]),
      ['PostgreSQL', rows[0]?.pids ?? []],
      ['NATS', pidsNamed('nats-server')],
      ['bench', [process.pid]],
    ];
  };
  const read = async () => {
    const ticks = new Map();
    for (const [name, pids] of await groups())
      for (const pid of pids) ticks.set(pid, { name, ...(ticksOf(pid) ?? { user: 0, kernel: 0 }) });
    return ticks;
  };
  return {
    /**
     * Runs `load` (which resolves to `{ requests }`), and adds to its result `cpu`: microseconds of
     * CPU per request by process (those that spent at least one tick), with the kernel's part (the
     * system calls: sockets, wakeups), in all, and the share of the machine's cores that were busy.
     */
    async during(load) {
      if (!available) return { ...(await load()), cpu: null };
      const before = await read();
      const started = performance.now();
      const result = await load();
      const seconds = (performance.now() - started) / 1000;
      const after = await read();
      const spent = new Map();
      for (const [pid, { name, user, kernel }] of after) {
        const earlier = before.get(pid) ?? { user: 0, kernel: 0 };
        const sum = spent.get(name) ?? { all: 0, kernel: 0 };
        sum.all += user - earlier.user + kernel - earlier.kernel;
        sum.kernel += kernel - earlier.kernel;
        if (sum.all > 0) spent.set(name, sum);
      }
      const perRequest = (ticks) => Math.round(((ticks / TICKS_PER_SECOND) * 1e6) / Math.max(result.requests, 1));
      const total = [...spent.values()].reduce((sum, { all }) => sum + all, 0);
      const kernel = [...spent.values()].reduce((sum, ticks) => sum + ticks.kernel, 0);
      return {
        ...result,
        cpu: {
          byProcess: [...spent]
            .sort((a, b) => b[1].all - a[1].all)
            .map(([name, ticks]) => [name, perRequest(ticks.all), Math.round((100 * ticks.kernel) / ticks.all)]),
          totalUs: perRequest(total),
          kernelPercent: Math.round((100 * kernel) / Math.max(total, 1)),
          coresBusy: Math.round((total / TICKS_PER_SECOND / seconds) * 100) / 100,
          cores: availableParallelism(),
        },
      };
    },
  };
}

/** One line: "gateway 626 us (kernel 38%), clients 663 us (kernel 41%), ...; 2,133 us in all (kernel 40%), 1.77 of 2 cores busy". */
export function cpuLine(cpu) {
  if (!cpu) return 'CPU per request: not measured (no /proc)';
  const parts = cpu.byProcess.map(([name, us, kernel]) => `${name} ${us.toLocaleString('en')} us (kernel ${kernel}%)`);
  return `CPU per request: ${parts.join(', ')}; ${cpu.totalUs.toLocaleString('en')} us in all (kernel ${cpu.kernelPercent}%), ${cpu.coresBusy} of ${cpu.cores} cores busy`;
}
