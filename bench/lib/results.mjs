// Every bench's figures as JSON in bench/results/<name>.json: the machine, the date and every
// figure, so a run is compared with the last one without prose.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const RESULTS = join(import.meta.dirname, '..', 'results');

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Writes `figures` (any JSON: cases, ratios, targets and whether each was met) for bench `name`. */
export function writeResults(name, figures) {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  const record = {
    bench: name,
    date: new Date().toISOString(),
    commit: commit(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGiB: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg(), node: process.version },
    ...figures,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`figures written to ${file}`);
  return record;
}
