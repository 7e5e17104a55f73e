// Where each Node process's CPU goes, in CPU time (BENCH_PERF=1, Linux with `perf`): the kernel's
// sampler records the gateway and the services during a measured run, and each sample is charged
// to the innermost JavaScript frame's package (pg-protocol, node:zlib, our server-kit...), or to
// V8's garbage collector, or to the kernel on behalf of that package. A V8 profile (--cpu-prof)
// samples wall time instead: on two cores shared by every process, a socket write that wakes its
// reader is charged with the reader's turn too, and showed as a quarter of every service's time
// where the kernel's own count (cpu-meter.mjs) gives 12 to 22 % for all its work together.
// JIT code is freed and its addresses reused, and V8's map (appended to) can give one address two
// names: the shares of JavaScript packages are approximate; GC, compiler and kernel shares are not.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SAMPLES_PER_SECOND = 499;

/** Whether BENCH_PERF asks for profiles and `perf` can record here. */
export function cpuProfilesWanted() {
  if (process.env.BENCH_PERF !== '1') return false;
  const probe = spawnSync('perf', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0) return true;
  console.warn('BENCH_PERF=1 but no `perf` on this machine: no CPU profiles');
  return false;
}

/**
 * Node flags for the stack when profiling: V8 writes /tmp/perf-<pid>.map, which names the
 * JIT-compiled functions in perf's samples, and gives each interpreted function a frame of its
 * own (else they all show as the interpreter's entry); its log (which that flag turns on) goes to the temporary
 * directory, not the working one. Set before the stack starts (deploy/local/stack.mjs reads
 * OPENSET_NODE_ARGS).
 */
export function addProfilingNodeArgs() {
  const flags = ['--perf-basic-prof-only-functions', '--interpreted-frames-native-stack', '--no-logfile-per-isolate', `--logfile=${join(tmpdir(), 'openset-bench-v8.log')}`];
  process.env.OPENSET_NODE_ARGS = [process.env.OPENSET_NODE_ARGS ?? '', ...flags].join(' ').trim();
}

/** The package a frame of `perf script` belongs to, or null for a native frame. */
function packageOf(frame) {
  if (!frame.includes('JS:')) return null;
  const dependency = frame.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/);
  if (dependency) return dependency[1];
  const ours = frame.match(/\/(services|libs)\/([^/]+)\/dist\/(\S+?)\.js/);
  if (ours) return `${ours[2]}/${ours[3]}`;
  const builtin = frame.match(/ (node:[^:\s]+)/);
  return builtin ? builtin[1] : 'other JavaScript';
}

const GC_FRAME = /ConcurrentMarking|IncrementalMarking|MarkCompact|Sweeper|Scavenge|Heap::/;
const COMPILER_FRAME = /compiler::|maglev::|OptimizingCompile/;

/** A sample without a JavaScript frame: libc is built without frame pointers, so its callers are lost. */
function nativeChargeOf(frames) {
  if (frames.some((frame) => COMPILER_FRAME.test(frame))) return 'V8 optimising compiler';
  if (frames[0]?.includes('libc.so')) return 'libc, caller unknown (malloc, printf...)';
  if (frames[0]?.includes('[kernel.kallsyms]')) return 'kernel, caller unknown';
  return 'other native';
}

/** One sample's charge: GC near the leaf, else the innermost JS frame's package (through the kernel if it sits at the leaf). */
function chargeOf(frames) {
  if (frames.slice(0, 14).some((frame) => GC_FRAME.test(frame))) return 'garbage collection';
  const owner = frames.map(packageOf).find(Boolean);
  if (!owner) return nativeChargeOf(frames);
  return frames[0]?.includes('[kernel.kallsyms]') ? `kernel for ${owner}` : owner;
}

/** `perf script` output into samples per pid: `{ pid -> charge -> count }`. */
function chargesByPid(script) {
  const byPid = new Map();
  for (const block of script.split('\n\n')) {
    const [head, ...frames] = block.split('\n').filter((line) => line.trim() !== '');
    const pid = head?.match(/^\s*(\d+)\/\d+/)?.[1];
    if (!pid) continue;
    const charges = byPid.get(pid) ?? new Map();
    const charge = chargeOf(frames.map((line) => line.trim()));
    charges.set(charge, (charges.get(charge) ?? 0) + 1);
    byPid.set(pid, charges);
  }
  return byPid;
}

/**
 * A profiler of the stack's Node processes (the gateway and each service, by the launcher's names).
 * @param {{ processes: { name: string, child: { pid?: number } }[] }} stack
 */
export function cpuProfiler(stack) {
  const profiled = new Set();
  return {
    /** Runs `load` while perf records; resolves to the load's result with `profile`: the top charges per process. */
    async during(load, { top = 8 } = {}) {
      const named = stack.processes.filter(({ child }) => child.pid !== undefined);
      for (const { child } of named) profiled.add(child.pid);
      const output = join(tmpdir(), `openset-bench-${process.pid}.perf.data`);
      const recorder = spawn('perf', ['record', '-e', 'cpu-clock', '-F', String(SAMPLES_PER_SECOND), '-g', '-q', '-o', output, '-p', named.map(({ child }) => child.pid).join(',')], { stdio: 'ignore' });
      const stopped = new Promise((resolve) => recorder.once('exit', resolve));
      const result = await load();
      recorder.kill('SIGINT');
      await stopped;
      const script = spawnSync('perf', ['script', '-i', output, '-F', 'pid,tid,ip,sym,dso'], { encoding: 'utf8', maxBuffer: 1 << 30 }).stdout ?? '';
      rmSync(output, { force: true });
      const byPid = chargesByPid(script);
      const profile = named
        .map(({ name, child }) => {
          const charges = byPid.get(String(child.pid)) ?? new Map();
          const samples = [...charges.values()].reduce((sum, n) => sum + n, 0);
          const shares = [...charges].sort((a, b) => b[1] - a[1]).slice(0, top).map(([charge, n]) => [charge, Math.round((1000 * n) / samples) / 10]);
          return { name, samples, shares };
        })
        .filter(({ samples }) => samples >= SAMPLES_PER_SECOND / 10);
      return { ...result, profile };
    },
    /** Removes the symbol maps V8 wrote for the profiled processes (once they have stopped). */
    removeSymbolMaps() {
      for (const pid of profiled) rmSync(`/tmp/perf-${pid}.map`, { force: true });
    },
  };
}

/** Lines: "gateway (1,811 samples): node:zlib 19.7%, garbage collection 17.2%, ...". */
export function profileLines(profile) {
  return profile
    .sort((a, b) => b.samples - a.samples)
    .map(({ name, samples, shares }) => `${name} (${samples.toLocaleString('en')} samples of CPU time): ${shares.map(([charge, share]) => `${charge} ${share}%`).join(', ')}`);
}
