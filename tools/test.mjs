#!/usr/bin/env node
// `npm test`: build, type-check, lint, then unit + integration + browser tests (jest).
// Prints one closing line "tests: N passed, N failed, N skipped".
// Arguments go to jest: `npm test -- --no-build services/auth` (path pattern),
// `npm test -- --no-build --selectProjects unit`, `npm test -- --no-build -t 'locks the account'`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.CI ? '0' : '1' };
// Jest runs the ES-module sources through Node's VM modules; its workers inherit the flag.
const jestEnv = { ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning'].filter(Boolean).join(' ') };
const args = process.argv.slice(2);
const quick = args.includes('--no-build');
const jestArgs = args.filter((arg) => arg !== '--no-build');

function step(name, command, commandArgs, stepEnv = env) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: stepEnv });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return result.status === 0;
}

const node = process.execPath;
const LINT_HEAP = '--max-old-space-size=8192';
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
let ok = true;
if (!quick) {
  ok = step('build', node, [bin('nx', 'dist/bin/nx.js'), 'run-many', '-t', 'build', '--outputStyle=static']) && ok;
  if (!ok) {
    console.log('tests: 0 passed, 1 failed');
    process.exit(1);
  }
  ok = step('typecheck', node, [join(root, 'tools', 'typecheck.mjs')]) && ok;
  // Typed lint rules hold a TypeScript program per project (MUI and the chart library's types in
  // each front end): more than Node's default heap.
  ok = step('lint', node, [LINT_HEAP, bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']) && ok;
}

const report = join(tmpdir(), `openset-jest-${process.pid}.json`);
const logDir = mkdtempSync(join(tmpdir(), 'openset-test-logs-'));
const jestOk = step('tests', node, [bin('jest', 'bin/jest.js'), '--json', `--outputFile=${report}`, ...jestArgs], {
  ...jestEnv,
  OPENSET_TEST_LOG_DIR: logDir,
});
if (!jestOk) printServiceWarnings(logDir);

/**
 * After a failure, what the test stack's services warned about or failed at (log level warn and
 * above, the last lines of each), so a failure in CI can be read beside what the services saw.
 */
function printServiceWarnings(dir) {
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.log') && !file.endsWith('-migrate.log')) : [];
  for (const file of files.sort()) {
    const lines = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => /"level":(4|5|6)0/.test(line))
      .slice(-12);
    if (lines.length === 0) continue;
    console.log(`\n--- ${file}: its last warnings and errors ---`);
    for (const line of lines) console.log(line.length > 600 ? `${line.slice(0, 600)}...` : line);
  }
}

/** Browser tests that passed only on their second try (decision 022): named, so a flaky one is seen. */
function printSecondTries(json) {
  const retried = (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && (test.retryReasons ?? []).length > 0)
      .map((test) => `${relative(process.cwd(), file.name)}: ${test.fullName}\n    first try: ${String(test.retryReasons[0]).split('\n')[0]}`),
  );
  if (retried.length === 0) return;
  console.log(`\npassed on a second try (${retried.length}):`);
  for (const line of retried) console.log(`  ${line}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = json.numFailedTests ?? 0;
  skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  printSecondTries(json);
  rmSync(report, { force: true });
}
if (!ok || !jestOk) failed = Math.max(failed, 1);
if (passed + failed === 0) {
  console.log('no tests ran');
  process.exit(1);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && jestOk ? 0 : 1);
