#!/usr/bin/env node
// Type-checks every project (each has its own tsconfig.json with noEmit), two at a time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const groups = ['libs', 'services'];
const apps = ['shell', 'mfe-designer', 'mfe-clients', 'mfe-outcomes', 'mfe-manager', 'mfe-portal', 'e2e', 'bench', 'deploy/local', 'deploy/k8s'];
const projects = [
  ...groups.flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name))),
  ...apps,
].filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const failures = [];
async function check(dir) {
  await new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--noEmit', '--pretty', 'false'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code !== 0) failures.push({ dir, output });
      console.log(`typecheck ${dir}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve();
    });
  });
}
const queue = [...projects];
await Promise.all([0, 1].map(async () => {
  while (queue.length) await check(queue.shift());
}));
for (const { dir, output } of failures) console.error(`\n--- ${dir} ---\n${output}`);
process.exit(failures.length ? 1 : 0);
