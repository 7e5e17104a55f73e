// What a clinician waits for when exporting a set as PDF (POST /api/clinician/sets/pdf), through
// the gateway, on a stack of its own: a set of 5 exercises (the baseline) and one of 50 (the cap),
// each exercise with its own picture (1000 px drawings uploaded to the library) and parameters,
// comprehensive template, standard size, with a header and logo. Runs alternate 5 and 50 so both
// see the same machine. Figures: median and p95 of the whole answer, time to the first byte, how
// many pages had arrived with the first chunk (fewer than the PDF's pages: the first byte left
// before the last page was rendered), and the sets service's memory (VmHWM, its peak since it
// started, and VmRSS sampled every 50 ms while rendering). Targets (issue 44): 50 exercises cost
// at most 12x what 5 cost; peak memory under 300 MB; the first byte before the last page.
// BENCH_PDF_RUNS sets the runs (12); BENCH_PDF_ARENAS sets MALLOC_ARENA_MAX for every service.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { apiCall } from '../deploy/local/api-session.mjs';
import { newClinicians } from './lib/accounts.mjs';
import { writeResults } from './lib/results.mjs';
import { withBenchStack } from './lib/stack.mjs';
import sharp from 'sharp';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 12);
const WARMUP = 2;

const median = (values) => percentile(values, 50);
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const round = (n) => Math.round(n * 10) / 10;

/** A line drawing like the library's (a figure in a few strokes), different for each exercise. */
async function drawing(n) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><rect width="1000" height="750" fill="#fff"/>
    <circle cx="${420 + n * 3}" cy="160" r="60" fill="none" stroke="#222" stroke-width="12"/>
    <path d="M${420 + n * 3} 220 L${430 + n} 470 L${300 + n * 4} 700 M${430 + n} 470 L${600 - n * 2} 690 M${425 + n} 300 L${250 + n * 5} ${260 + n * 3} M${425 + n} 300 L${650 - n} ${380 - n * 2}" stroke="#222" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M80 ${720 - n} C 300 ${600 + n}, 700 ${640 - n}, 940 700" stroke="#1565c0" stroke-width="8" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(baseUrl, session, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  const res = await fetch(`${baseUrl}/api/clinician/resources/upload/image`, { method: 'POST', headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken }, body: form });
  const json = await res.json();
  if (json.status !== 'success') throw new Error(`upload: ${JSON.stringify(json.error)}`);
  return json.body.id;
}

function kib(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? NaN);
}

/** One PDF through the gateway: times in ms, pages, and the pages already in the first chunk. */
async function onePdf(baseUrl, session, body) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/clinician/sets/pdf`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf') throw new Error(`pdf: ${res.status} ${await res.text()}`);
  const chunks = [];
  let firstByteMs = null;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - started;
    chunks.push(Buffer.from(chunk));
  }
  const totalMs = performance.now() - started;
  const pagesIn = (buffer) => (buffer.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(-6).toString('latin1').includes('%%EOF')) throw new Error('the PDF ended early');
  return { totalMs, firstByteMs, bytes: bytes.length, pages: pagesIn(bytes), pagesInFirstChunk: pagesIn(chunks[0]), chunks: chunks.length };
}

await withBenchStack(async (stack) => {
  const [clinician] = await newClinicians(stack, 1);
  const { session } = clinician;
  const call = (method, path, body) => apiCall(stack.baseUrl, session, method, path, body);
  console.log('uploading 50 pictures');
  const pictures = [];
  for (let n = 0; n < 50; n++) pictures.push(await upload(stack.baseUrl, session, await drawing(n), `drawing-${n}.png`));
  const logo = await upload(stack.baseUrl, session, await sharp({ create: { width: 600, height: 240, channels: 3, background: '#1565c0' } }).png().toBuffer(), 'logo.png');
  const header = await call('POST', '/clinician/headerFooters', { headerLine1: 'Riverside Physiotherapy', headerLine2: '12 Bank Street, Ottawa', headerLine3: 'Tel. 613 555 0100', footer: 'Call us if the pain gets worse.', logo });
  const custom = await call('POST', '/clinician/exercises', { title: 'Squat' });
  const element = (n) => ({
    type: 'setExercise',
    key: `e${n}-${randomUUID().slice(0, 6)}`,
    stockId: null,
    customId: custom.id,
    title: `Exercise ${n + 1}: wall squat with a ball`,
    instructions: 'Stand with your back against the wall and a ball behind you. Slide down until your knees are bent to 60 degrees, hold, then slide back up slowly. Keep your knees over your toes.',
    reflect: n % 3 === 0,
    thumbnailId: pictures[n],
    parameters: [
      { key: `s${n}`, title: 'Sets', value: '3' },
      { key: `r${n}`, title: 'Reps', value: '12' },
      { key: `h${n}`, title: 'Hold', value: '5 s' },
    ],
    resources: [],
  });
  const setOf = async (count) => (await call('POST', '/clinician/sets', { type: 'folderSet', savename: `Bench ${count}`, title: `Knee program of ${count}`, elements: Array.from({ length: count }, (_, n) => element(n)) })).id;
  const cases = { 5: await setOf(5), 50: await setOf(50) };
  const sets = stack.processes.find((process) => process.name === 'sets');
  const pid = sets.child.pid;
  const rssBeforeKiB = kib(pid, 'VmRSS');
  const body = (setId) => ({ setId, templates: ['comprehensive'], size: 'standard', headerFooterId: header.id });

  for (let i = 0; i < WARMUP; i++) for (const count of [5, 50]) await onePdf(stack.baseUrl, session, body(cases[count]));
  const runs = { 5: [], 50: [] };
  const rssSamples = [];
  const sampler = setInterval(() => rssSamples.push(kib(pid, 'VmRSS')), 50);
  for (let i = 0; i < RUNS; i++) {
    // Alternated, so both sizes see the same machine; which goes first alternates too.
    for (const count of i % 2 === 0 ? [5, 50] : [50, 5]) runs[count].push(await onePdf(stack.baseUrl, session, body(cases[count])));
  }
  clearInterval(sampler);
  const peakKiB = kib(pid, 'VmHWM');

  const summary = (list) => ({
    medianMs: round(median(list.map((r) => r.totalMs))),
    p95Ms: round(percentile(list.map((r) => r.totalMs), 95)),
    firstByteMedianMs: round(median(list.map((r) => r.firstByteMs))),
    firstByteP95Ms: round(percentile(list.map((r) => r.firstByteMs), 95)),
    pages: list[0].pages,
    pagesInFirstChunkMax: Math.max(...list.map((r) => r.pagesInFirstChunk)),
    chunks: median(list.map((r) => r.chunks)),
    bytes: list[0].bytes,
  });
  const five = summary(runs[5]);
  const fifty = summary(runs[50]);
  const ratio = Math.round((fifty.medianMs / five.medianMs) * 100) / 100;
  const peakMiB = Math.round(peakKiB / 1024);
  const firstByteBeforeLastPage = runs[50].every((r) => r.pagesInFirstChunk < r.pages && r.firstByteMs < r.totalMs);
  const targets = {
    fiftyAtMost12xFive: { value: ratio, met: ratio <= 12 },
    peakMemoryUnder300MiB: { value: peakMiB, met: peakMiB < 300 },
    firstByteBeforeLastPage: { value: `${fifty.pagesInFirstChunkMax} of ${fifty.pages} pages in the first chunk`, met: firstByteBeforeLastPage },
  };
  console.log(`\ncomprehensive PDF, ${RUNS} runs each, alternated (ms)`);
  console.table({ '5 exercises (baseline)': five, '50 exercises': fifty });
  console.log(`50 / 5 median: ${ratio}x; sets service peak RSS ${peakMiB} MiB (before rendering ${Math.round(rssBeforeKiB / 1024)} MiB, sampled max ${Math.round(Math.max(...rssSamples) / 1024)} MiB)`);
  console.log(targets);
  writeResults('pdf', {
    runs: RUNS,
    template: 'comprehensive',
    size: 'standard',
    header: 'three lines, footer and logo',
    pictures: '50 distinct 1000x750 PNG drawings, one per exercise, printed at 300 ppi',
    cases: { 'five (baseline)': five, fifty },
    memory: { setsServiceVmHWMMiB: peakMiB, beforeRenderingMiB: Math.round(rssBeforeKiB / 1024), sampledMaxMiB: Math.round(Math.max(...rssSamples) / 1024) },
    targets,
  });
  if (!Object.values(targets).every((target) => target.met)) process.exitCode = 1;
}, process.env.BENCH_PDF_ARENAS ? { MALLOC_ARENA_MAX: process.env.BENCH_PDF_ARENAS } : {});
