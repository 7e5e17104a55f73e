import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { renderPdf, type Picture, type PdfInput } from './pdf-document.js';
import type { FromWorker, ToWorker } from './pdf-render.js';

/**
 * The thread PDFs are laid out in (pdf-render.ts): one job per PDF, several at once; pictures are
 * asked of the service's thread, each PDF's bytes handed back as pdfkit writes them.
 */
const port = parentPort!;
/** pdfkit writes object by object: the service's thread is told in pieces of 64 kB at most. */
const PIECE = 64 * 1024;
const waiting = new Map<string, (picture: Picture | null) => void>();
let asked = 0;

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (message: ToWorker) => {
  if (message.type === 'picture') {
    const key = `${message.job}:${message.request}`;
    waiting.get(key)?.(message.picture ? { ...message.picture, data: asBuffer(message.picture.data) } : null);
    waiting.delete(key);
    return;
  }
  const { job, input } = message;
  if (input.header?.logo) input.header.logo = asBuffer(input.header.logo);
  renderPdf(input as PdfInput, (pictureId, widthPt, mirrored) => ask(job, pictureId, widthPt, mirrored), output(job)).then(
    (pages) => post({ type: 'done', job, pages }),
    (error: unknown) => post({ type: 'error', job, message: String(error) }),
  );
});

function ask(job: number, pictureId: string, widthPt: number, mirrored: boolean): Promise<Picture | null> {
  return new Promise((resolve) => {
    const request = ++asked;
    waiting.set(`${job}:${request}`, resolve);
    post({ type: 'picture', job, request, pictureId, widthPt, mirrored });
  });
}

function output(job: number): Writable {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    const piece = new Uint8Array(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
    post({ type: 'chunk', job, data: piece }, [piece.buffer]);
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= PIECE) flush();
      done();
    },
    final(done) {
      flush();
      done();
    },
  });
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
