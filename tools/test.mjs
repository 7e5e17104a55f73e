#!/usr/bin/env node
// `npm test`: build, type-check, lint, then unit + integration + browser tests (vitest).
// Prints one closing line "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.CI ? '0' : '1' };
const args = process.argv.slice(2);
const quick = args.includes('--no-build');
const vitestArgs = args.filter((arg) => arg !== '--no-build');

function step(name, command, commandArgs) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return result.status === 0;
}

const node = process.execPath;
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
let ok = true;
if (!quick) {
  ok = step('build', node, [bin('nx', 'dist/bin/nx.js'), 'run-many', '-t', 'build', '--outputStyle=static']) && ok;
  if (!ok) {
    console.log('tests: 0 passed, 1 failed');
    process.exit(1);
  }
  ok = step('typecheck', node, [join(root, 'tools', 'typecheck.mjs')]) && ok;
  ok = step('lint', node, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']) && ok;
}

const report = join(tmpdir(), `openset-vitest-${process.pid}.json`);
const vitestOk = step('tests', node, [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = json.numFailedTests ?? 0;
  skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  rmSync(report, { force: true });
}
if (!ok || !vitestOk) failed = Math.max(failed, 1);
if (passed + failed === 0) {
  console.log('no tests ran');
  process.exit(1);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && vitestOk ? 0 : 1);
