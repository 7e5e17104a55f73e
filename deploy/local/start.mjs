// `npm start`: builds what is missing, then runs the whole product with seeded demo data.
import { spawnSync } from 'node:child_process';
import { ensureDemoProgram } from './demo-program.mjs';
import { repoRoot } from './infrastructure.mjs';
import { startStack } from './stack.mjs';

const colours = [31, 32, 33, 34, 35, 36, 91, 92, 93, 94];
const colourOf = new Map();
const paint = (name) => {
  if (!colourOf.has(name)) colourOf.set(name, colours[colourOf.size % colours.length]);
  return process.stdout.isTTY ? `\x1b[${colourOf.get(name)}m${name.padEnd(14)}\x1b[0m` : name.padEnd(14);
};

if (process.env.OPENSET_SKIP_BUILD !== '1') {
  console.log('[openset] building (cached after the first time)...');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 8080);
const stack = await startStack({
  databaseName: process.env.OPENSET_DATABASE ?? 'openset',
  port,
  natsPrefix: process.env.NATS_PREFIX ?? 'openset',
  onLine: (name, line) => {
    if (process.env.LOG_LEVEL === 'debug' || !line.includes('"level":30')) console.log(`${paint(name)} ${line}`);
  },
}).catch((error) => {
  console.error(`[openset] could not start: ${error.message}`);
  process.exit(1);
});

console.log(`\n[openset] OpenSet is running at ${stack.baseUrl}  (sign in as pro / Password-123; Ctrl-C stops everything)\n`);

// In the background: the product is usable while the stock library loads.
ensureDemoProgram(stack.baseUrl, (message) => console.log(`[openset] ${message}`)).catch((error) =>
  console.log(`[openset] no demo program: ${error.message}`),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[openset] stopping...');
    await stack.stop();
    process.exit(0);
  });
}
