// `npm start`: builds what is missing, then runs the whole product with seeded demo data.
import { spawnSync } from 'node:child_process';
import { ensureDemoProgram } from './demo-program.mjs';
import { repoRoot } from './infrastructure.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
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
// E-mail the product sends lands in the local mail catcher, unless SMTP_URL names a server.
const mailCatcher = await startMailCatcherOnPreferredPorts().catch((error) => {
  console.error(`[openset] no mail catcher: ${error.message}`);
  return null;
});
const stack = await startStack({
  databaseName: process.env.OPENSET_DATABASE ?? 'openset',
  port,
  natsPrefix: process.env.NATS_PREFIX ?? 'openset',
  env: process.env.SMTP_URL || !mailCatcher ? {} : { SMTP_URL: mailCatcher.smtpUrl },
  onLine: (name, line) => {
    if (process.env.LOG_LEVEL === 'debug' || !line.includes('"level":30')) console.log(`${paint(name)} ${line}`);
  },
}).catch((error) => {
  console.error(`[openset] could not start: ${error.message}`);
  process.exit(1);
});

const production = process.env.NODE_ENV === 'production';
console.log(
  production
    ? `\n[openset] OpenSet is running at ${stack.baseUrl}  (production: nothing seeded; create the first administrator with npm run admin -- create <e-mail>; Ctrl-C stops everything)`
    : `\n[openset] OpenSet is running at ${stack.baseUrl}  (sign in as pro / Password-123; Ctrl-C stops everything)`,
);
if (process.env.SMTP_URL) console.log(`[openset] E-mail goes to SMTP_URL (${process.env.SMTP_URL.replace(/\/\/[^@/]*@/, '//')})\n`);
else if (mailCatcher) console.log(`[openset] E-mail the product sends: ${mailCatcher.webUrl}  (mail catcher, SMTP at ${mailCatcher.smtpUrl})\n`);

// In the background: the product is usable while the stock library loads.
// Development data only: with NODE_ENV=production nothing is seeded (the services' seeds skip too).
if (!production) {
  ensureDemoProgram(stack.baseUrl, (message) => console.log(`[openset] ${message}`)).catch((error) =>
    console.log(`[openset] no demo program: ${error.message}`),
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[openset] stopping...');
    await stack.stop();
    await mailCatcher?.stop();
    process.exit(0);
  });
}

/** The mail catcher on MAIL_CATCHER_PORT (1080) and SMTP 1025, or on free ports when those are taken. */
async function startMailCatcherOnPreferredPorts() {
  try {
    return await startMailCatcher({ httpPort: Number(process.env.MAIL_CATCHER_PORT ?? 1080), smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025) });
  } catch {
    return startMailCatcher();
  }
}
