import type { Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Under this size compressing saves less than it costs (about one TCP segment either way). */
const MIN_BYTES = 1024;

/**
 * Every answer under /api leaves through here as one buffer, compressed in one call for a client
 * that accepts it (every browser), with its length known, so it goes out in one write. Brotli
 * quality 2 with a 256 KB window (the largest answer, a 100-exercise page, is ~57 KB). Quality 3
 * made answers 3 to 5 % smaller (a 50-client page 2.7 KB against 2.8 KB, a 100-exercise page
 * 5.1 KB against 5.4 KB), but cost the gateway more than those bytes are worth: three alternated
 * pairs of the clients bench's case (c), p99 20, 23 and 21 ms at quality 2 against 27, 25 and
 * 27 ms at 3, in the same hour (docs/decisions/006-api-compression-brotli-2.md). The
 * `compression` package's stream (quality 4, 4 MB window) cost more again: 0.2 to 0.3 ms of
 * zlib work a request under the bench against 0.16 ms for one call at quality 3.
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 2,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

export function sendCompressible(res: Response, status: number, contentType: string, bytes: Buffer): void {
  res.status(status).type(contentType).vary('Accept-Encoding');
  const encoding = bytes.length < MIN_BYTES ? 'identity' : preferredEncoding(res);
  if (encoding === 'br') {
    res.setHeader('Content-Encoding', 'br');
    res.send(brotliCompressSync(bytes, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  } else if (encoding === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(gzipSync(bytes));
  } else {
    res.send(bytes);
  }
}

/** Brotli whenever the client takes it, then gzip: ours is the order (browsers list gzip first), theirs the choice. */
function preferredEncoding(res: Response): 'br' | 'gzip' | 'identity' {
  if (res.req.acceptsEncodings('br')) return 'br';
  if (res.req.acceptsEncodings('gzip')) return 'gzip';
  return 'identity';
}
