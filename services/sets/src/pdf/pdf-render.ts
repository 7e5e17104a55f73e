import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderPdf, type Picture, type PdfInput, type PictureSource } from './pdf-document.js';

/** What the worker asks and answers (pdf-worker.ts), per job. */
export type FromWorker =
  | { type: 'picture'; job: number; request: number; pictureId: string; widthPt: number; mirrored: boolean }
  | { type: 'chunk'; job: number; data: Uint8Array }
  | { type: 'done'; job: number; pages: number }
  | { type: 'error'; job: number; message: string };
export type ToWorker = { type: 'job'; job: number; input: PdfInput } | { type: 'picture'; job: number; request: number; picture: Picture | null };

/**
 * The worker's heap: a small young generation, so pdfkit's many short-lived objects are swept
 * often instead of growing the service's memory (decision 012), and a cap on the old one.
 */
const LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 160 };
/** The worker goes when no PDF came for this long, and its memory with it. */
const IDLE_MS = 30_000;
const WORKER = new URL('./pdf-worker.js', import.meta.url);

interface Job {
  pictures: PictureSource;
  out: Writable;
  resolve: (pages: number) => void;
  reject: (error: Error) => void;
}

interface PdfThread {
  worker: Worker;
  jobs: Map<number, Job>;
  idle: NodeJS.Timeout | null;
}

let current: PdfThread | null = null;
let nextJob = 0;

function thread(): PdfThread {
  if (current) return current;
  const worker = new Worker(WORKER, { resourceLimits: LIMITS });
  const state: PdfThread = { worker, jobs: new Map(), idle: null };
  const failAll = (error: Error) => {
    if (current === state) current = null;
    for (const job of state.jobs.values()) job.reject(error);
    state.jobs.clear();
  };
  worker.on('message', (message: FromWorker) => {
    const job = state.jobs.get(message.job);
    if (!job) return;
    switch (message.type) {
      case 'picture':
        job.pictures(message.pictureId, message.widthPt, message.mirrored).then(
          (picture) => worker.postMessage({ type: 'picture', job: message.job, request: message.request, picture } satisfies ToWorker),
          () => worker.postMessage({ type: 'picture', job: message.job, request: message.request, picture: null } satisfies ToWorker),
        );
        return;
      case 'chunk':
        job.out.write(message.data);
        return;
      case 'done':
        finish(state, message.job);
        job.out.end();
        job.resolve(message.pages);
        return;
      case 'error':
        finish(state, message.job);
        job.reject(new Error(message.message));
        return;
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the PDF worker stopped (${code})`)));
  current = state;
  return state;
}

function finish(state: PdfThread, job: number): void {
  state.jobs.delete(job);
  if (state.jobs.size > 0) return;
  state.idle = setTimeout(() => {
    if (current === state && state.jobs.size === 0) current = null;
    void state.worker.terminate();
  }, IDLE_MS);
  state.idle.unref();
}

/**
 * Renders the PDF in the service's PDF worker thread and writes its bytes to `out` as they come;
 * pictures are made on this thread (sharp, the object store). Where no built worker exists (the
 * sources run by the unit tests), it renders here.
 */
export async function renderIsolated(input: PdfInput, pictures: PictureSource, out: Writable): Promise<number> {
  if (!WORKER.pathname.endsWith('.js') || !existsSync(fileURLToPath(WORKER))) {
    return renderPdf(input, pictures, out);
  }
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const state = thread();
  if (state.idle) clearTimeout(state.idle);
  state.idle = null;
  const job = ++nextJob;
  const pages = await new Promise<number>((resolve, reject) => {
    state.jobs.set(job, { pictures, out, resolve, reject });
    out.on('error', (error) => {
      state.jobs.delete(job);
      reject(error);
    });
    state.worker.postMessage({ type: 'job', job, input } satisfies ToWorker);
  });
  await finished;
  return pages;
}
