// `npm run bench -- <name>`: runs bench/<name>.mjs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const name = process.argv[2];
const available = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.mjs') && f !== 'run.mjs').map((f) => f.replace(/\.mjs$/, ''));
if (!name || !existsSync(join(import.meta.dirname, `${name}.mjs`))) {
  console.log(`usage: npm run bench -- <${available.join('|')}>`);
  process.exit(name ? 1 : 0);
}
await import(`./${name}.mjs`);
