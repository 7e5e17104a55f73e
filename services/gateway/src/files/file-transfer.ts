import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { MAX_UPLOAD_BYTES, uploadErrorDetails, type FileRef, type RouteDef, type UploadRef } from '@openset/contracts';
import { DomainError, notFound, ObjectBuckets, serviceLogger, uploadsBucketName } from '@openset/server-kit/transport';
import busboy from 'busboy';
import { requestedRange } from './byte-range.js';
import type { Request, Response } from 'express';

const logger = serviceLogger('gateway');
export const uploadError = () => new DomainError('ERRVALIDATION', 'Upload Error', uploadErrorDetails());

/**
 * Moves files between HTTP and the NATS object store for routes that carry `transfer`.
 * Uploads are streamed into the uploads bucket (never held whole in memory) and handed to the
 * service as an UploadRef; a file over the route's limit is cut off while it streams, its partial
 * object removed, and the call answers Upload Error. Downloads stream a FileRef's object.
 */
@Injectable()
export class FileTransfer {
  constructor(private readonly buckets: ObjectBuckets) {}

  async receiveUpload(req: Request, route: RouteDef): Promise<Record<string, unknown>> {
    if (route.transfer?.kind !== 'upload') throw new DomainError('ERRINTERNAL', 'Not an upload route');
    if (!req.is('multipart/form-data')) throw uploadError();
    const field = route.transfer.field;
    const maxBytes = Math.min(route.transfer.maxBytes, MAX_UPLOAD_BYTES);
    const bucketName = uploadsBucketName();
    const bucket = await this.buckets.bucket(bucketName);

    return new Promise((resolve, reject) => {
      const fields: Record<string, unknown> = {};
      let upload: Promise<UploadRef> | null = null;
      let parser;
      try {
        parser = busboy({
          headers: req.headers,
          limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 10_000, parts: 30 },
        });
      } catch {
        reject(uploadError());
        return;
      }
      parser.on('field', (name, value) => {
        if (name !== field && name !== '__proto__') fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== field || upload) {
          stream.resume();
          return;
        }
        const object = randomUUID();
        let size = 0;
        let tooBig = false;
        const body = new ReadableStream<Uint8Array>(
          {
            start(controller) {
              stream.on('data', (chunk: Buffer) => {
                if (tooBig) return;
                size += chunk.length;
                if (size > maxBytes) {
                  tooBig = true;
                  controller.error(uploadError());
                  return;
                }
                controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
                if ((controller.desiredSize ?? 1) <= 0) stream.pause();
              });
              stream.on('end', () => {
                if (!tooBig) controller.close();
              });
              stream.on('error', (error) => controller.error(error));
            },
            pull() {
              stream.resume();
            },
            cancel() {
              stream.resume();
            },
          },
          { highWaterMark: 32 },
        );
        // busboy leaves `filename` undefined for a part sent without one.
        const filename = (info.filename || 'upload').slice(0, 255);
        const declaredMime = (info.mimeType || 'application/octet-stream').slice(0, 255);
        upload = bucket
          .put({ name: object, metadata: { filename, declaredMime } }, body)
          .then((saved) => ({ bucket: bucketName, object, filename, declaredMime, size: saved.size }))
          .catch(async (error: unknown) => {
            stream.resume();
            await bucket.delete(object).catch(() => undefined);
            if (tooBig) throw uploadError();
            logger.warn({ err: String(error) }, 'upload staging failed');
            throw error instanceof DomainError ? error : uploadError();
          });
        // Keep the rejection handled until 'close' collects it.
        upload.catch(() => undefined);
      });
      parser.on('error', () => reject(uploadError()));
      parser.on('close', () => {
        if (!upload) {
          reject(uploadError());
          return;
        }
        upload.then((file) => resolve({ ...fields, file }), reject);
      });
      req.pipe(parser);
    });
  }

  async sendFile(res: Response, ref: FileRef): Promise<void> {
    const etag = `"${ref.etag ?? `${ref.object}-${ref.size}`}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', ref.cacheSeconds > 0 ? `private, max-age=${ref.cacheSeconds}` : 'private, no-cache');
    res.setHeader('Accept-Ranges', 'bytes');
    const conditional = res.req.headers['if-none-match'];
    if (conditional && conditional.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    const range = requestedRange(res.req, ref.size, etag);
    if (range.kind === 'unsatisfiable') {
      res.status(416).setHeader('Content-Range', `bytes */${ref.size}`);
      res.end();
      return;
    }
    const bucket = await this.buckets.bucket(ref.bucket);
    const info = await bucket.info(ref.object);
    if (!info || info.deleted) throw notFound('No such file');
    res.setHeader('Content-Type', ref.mime);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (ref.filename) res.setHeader('Content-Disposition', `inline; filename="${ref.filename.replace(/[^\w.-]/g, '_')}"`);
    let stream: Readable;
    if (range.kind === 'part') {
      // Read from the chunk that holds the range's first byte, not from the object's first.
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
      stream = Readable.from(this.buckets.range(ref.bucket, info, range.start, range.end));
    } else {
      // The whole object, checked against its digest on the way.
      res.status(200);
      res.setHeader('Content-Length', String(info.size));
      stream = Readable.from(this.buckets.whole(ref.bucket, info));
    }
    // `pipeline` stops reading the object when the browser goes away (a video player seeking
    // aborts its request), and cuts the answer short when the object cannot be read whole.
    await pipeline(stream, res).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      logger.warn({ object: ref.object, err: String(error) }, 'file stream failed');
    });
  }
}
