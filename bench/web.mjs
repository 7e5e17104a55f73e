// What the browser downloads and how soon a clinician sees work, in real Chromium against a stack
// of its own: the sign-in page, the designer after pressing "Sign in", and the first screen of
// every other remote; once with an empty cache and once with the cache of that first pass.
// Remote screens are opened by address after the designer, so the shell's files are already in
// the cache: their figures are what the remote adds.
import { launchBrowser } from '../libs/testing/src/browser.ts';
import { recordTraffic, summarise } from './lib/traffic.mjs';
import { signIn, withBenchStack } from './lib/stack.mjs';

const TIMEOUT = 30_000;
const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The screens after the designer: who is signed in, where, and what says the screen is there. */
const REMOTE_SCREENS = [
  { name: 'clients', remote: 'clients', account: 'pro', path: '/clinician/clients', heading: 'Clients' },
  { name: 'outcomes', remote: 'outcomes', account: 'pro', path: '/clinician/outcomes', heading: 'Outcomes' },
  { name: 'manager (teams)', remote: 'manager', account: 'manager', path: '/manager/teams', heading: 'Teams' },
  { name: 'manager (staff)', remote: 'manager', account: 'manager', path: '/manager/staff', heading: 'Staff' },
  { name: 'manager (activity log)', remote: 'manager', account: 'manager', path: '/manager/uam', heading: 'Activity log' },
  { name: 'portal (sign-in)', remote: 'portal', account: null, path: '/portal', heading: 'Client portal' },
];

await withBenchStack(async (stack) => {
  const browser = await launchBrowser();
  try {
    const empty = await onePass(stack, browser, 'empty cache');
    await browser.context.clearCookies();
    const warm = await onePass(stack, browser, 'warm cache');
    report(empty, warm);
  } finally {
    await browser.close();
  }
});

async function onePass(stack, browser, label) {
  const page = await browser.context.newPage();
  // Largest contentful paint of the current document, as the page itself reports it.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const consoleErrors = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  const traffic = await recordTraffic(browser.context, page);
  const rows = [];

  const finish = async (name, { settle = true, ...extra } = {}) => {
    if (settle) await traffic.settle();
    const lcp = extra.noLcp ? null : await page.evaluate(() => window.__lcp ?? null);
    const requests = traffic.take();
    if (process.env.BENCH_VERBOSE) {
      for (const r of requests) console.log(`  [${label}, ${name}] ${r.wireStatus ?? r.status ?? '-'} ${r.type} ${r.bytes} B${r.fromCache ? ' cache' : ''}${r.encoding ? ` ${r.encoding}` : ''} ${r.url}`);
    }
    const row = { name, lcp, ...summarise(requests), errors: consoleErrors.splice(0), ...extra };
    rows.push(row);
    return row;
  };

  // 1. The sign-in page, as a signed-out visitor opens it.
  traffic.take();
  await page.goto(`${stack.baseUrl}/login`);
  await page.getByLabel('Username or e-mail').waitFor({ state: 'visible', timeout: TIMEOUT });
  await finish('sign-in page');

  // 2. Type the credentials. The sign-in page fetches the app once the visitor starts using the
  // form, so it is there when they press "Sign in". A person takes seconds to type; the bench
  // fills both fields at once and then waits for the network to be quiet, as after every step,
  // so what typing fetches is a row of its own. BENCH_NO_TYPING_PAUSE=1 presses "Sign in" at once
  // (a password manager): what is still under way then counts in the designer's row.
  await page.getByLabel('Username or e-mail').fill('pro');
  await page.getByLabel(/^Password/).fill('Password-123');
  await finish('typing credentials', { noLcp: true, settle: !process.env.BENCH_NO_TYPING_PAUSE });

  // 3. Press "Sign in" and wait for the first exercise results of the designer.
  const pressed = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Show details of / })
    .first()
    .waitFor({ state: 'visible', timeout: TIMEOUT });
  const firstResultsMs = performance.now() - pressed;
  await finish('designer after Sign in', { firstResultsMs, noLcp: true, remote: 'designer' });

  // 4. The first screen of every other remote, opened by address.
  for (const screen of REMOTE_SCREENS) {
    await browser.context.clearCookies();
    if (screen.account) {
      const session = await signIn(stack.baseUrl, screen.account);
      await browser.context.addCookies([{ name: 'sid', value: session.token, url: stack.baseUrl }]);
    }
    traffic.take();
    await page.goto(`${stack.baseUrl}${screen.path}`);
    await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor({ state: 'visible', timeout: TIMEOUT });
    await finish(screen.name, { remote: screen.remote });
  }
  await page.close();
  return { label, rows: await withSharedCheck(stack, rows) };
}

/**
 * Module Federation shared singletons, checked: the files a remote's manifest lists as its own
 * copies of shared libraries (its fallbacks) must never be requested, since the shell provides them.
 */
async function withSharedCheck(stack, rows) {
  for (const row of rows.filter((r) => r.remote)) {
    const manifest = await (await fetch(`${stack.baseUrl}/remotes/${row.remote}/mf-manifest.json`)).json();
    const exposed = new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
    const fallbacks = new Map();
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        if (!exposed.has(file)) fallbacks.set(file, shared.name);
      }
    }
    const urls = [...row.jsDownloads, ...row.revalidated];
    row.ownCopies = [...new Set(urls.flatMap((url) => {
      const file = url.split(`/remotes/${row.remote}/`)[1];
      return file && fallbacks.has(file) ? [fallbacks.get(file)] : [];
    }))];
  }
  return rows;
}

function report(empty, warm) {
  const designerJs = (pass) => pass.rows.find((r) => r.name === 'designer after Sign in').js;
  const signInRow = (pass) => pass.rows.find((r) => r.name === 'sign-in page');
  for (const pass of [empty, warm]) {
    console.log(`\nweb, ${pass.label}`);
    console.log('  screen'.padEnd(28) + 'JS kB'.padStart(9) + 'CSS kB'.padStart(9) + 'requests'.padStart(10) + 'network'.padStart(9) + 'JS 200'.padStart(8) + '304'.padStart(6) + 'LCP ms'.padStart(9) + 'results ms'.padStart(12) + '  notes');
    for (const r of pass.rows) {
      const notes = [
        r.errors.length && `${r.errors.length} console error(s): ${r.errors[0].slice(0, 80)}`,
        r.failed.length && `${r.failed.length} failed: ${r.failed[0]}`,
        r.uncompressed.length && `${r.uncompressed.length} JS/CSS sent uncompressed`,
        r.ownCopies?.length && `own copies of shared: ${r.ownCopies.join(', ')}`,
      ].filter(Boolean);
      console.log(
        `  ${r.name}`.padEnd(28) +
          kB(r.js).padStart(9) +
          kB(r.css).padStart(9) +
          String(r.requests).padStart(10) +
          String(r.network).padStart(9) +
          String(r.jsDownloads.length).padStart(8) +
          String(r.revalidated.length).padStart(6) +
          (r.lcp === null ? '-' : r.lcp.toFixed(0)).padStart(9) +
          (r.firstResultsMs === undefined ? '-' : r.firstResultsMs.toFixed(0)).padStart(12) +
          `  ${notes.join('; ')}`,
      );
    }
  }
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const signIn = signInRow(empty);
  const designer = empty.rows.find((r) => r.name === 'designer after Sign in');
  const warmJs = warm.rows.flatMap((r) => r.jsDownloads);
  const ownCopies = [...empty.rows, ...warm.rows].flatMap((r) => (r.ownCopies ?? []).map((name) => `${r.remote}: ${name}`));
  console.log('\n  targets (empty cache unless said)');
  console.log(`  sign-in page JS <= 150 kB compressed: ${kB(signIn.js)} kB, ${verdict(signIn.js <= 150_000)}`);
  console.log(`  sign-in page LCP < 1000 ms: ${signIn.lcp?.toFixed(0)} ms, ${verdict(signIn.lcp !== null && signIn.lcp < 1000)}`);
  console.log(`  designer adds <= 250 kB JS: ${kB(designerJs(empty))} kB, ${verdict(designerJs(empty) <= 250_000)}`);
  const typing = empty.rows.find((r) => r.name === 'typing credentials');
  console.log(`  JS from opening sign-in to the designer's first results: ${kB(signIn.js + typing.js + designer.js)} kB (sign-in page ${kB(signIn.js)} + typing ${kB(typing.js)} + designer ${kB(designer.js)})`);
  console.log(`  first results <= 1500 ms after Sign in: ${designer.firstResultsMs.toFixed(0)} ms, ${verdict(designer.firstResultsMs <= 1500)}`);
  console.log(`  warm cache: no JS downloaded again: ${warmJs.length} script(s) sent again, ${verdict(warmJs.length === 0)}${warmJs.length ? ` (${warmJs.slice(0, 3).join(', ')})` : ''}`);
  console.log(`  warm cache revalidations: ${[...new Set(warm.rows.flatMap((r) => r.revalidated.map((url) => new URL(url).pathname)))].join(', ') || 'none'}`);
  // The portal's worker answers its files itself (network first for unhashed ones): the page sees
  // no transfer, and the worker's own revalidations are in its target, not recorded here.
  const byWorker = [...new Set(warm.rows.flatMap((r) => r.fromServiceWorker.map((url) => new URL(url).pathname)))];
  console.log(`  warm cache, answered by a service worker (its own fetches not seen here): ${byWorker.join(', ') || 'none'}`);
  console.log(`  no remote downloads its own copy of a shared library: ${verdict(ownCopies.length === 0)}${ownCopies.length ? ` (${ownCopies.join(', ')})` : ''}`);
  const errors = [...empty.rows, ...warm.rows].reduce((n, r) => n + r.errors.length + r.failed.length, 0);
  console.log(`  console errors and failed requests, all screens: ${errors}`);
}
