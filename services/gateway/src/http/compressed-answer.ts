import type { Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Under this size compressing saves less than it costs (about one TCP segment either way). */
const MIN_BYTES = 1024;

/**
 * Every answer under /api leaves through here as one buffer, compressed in one call for a client
 * that accepts it (every browser), with its length known, so it goes out in one write. Brotli
 * quality 3 with a 256 KB window (the largest answer, a 100-exercise page, is ~50 KB): on a 21 KB
 * page of 50 clients, 3.5 KB in ~75 us; quality 4 gives the same size in ~110 us. The
 * `compression` package's stream (quality 4, 4 MB window) made 3.1 KB of it, and under the clients
 * bench its zlib work alone cost the gateway 0.2 to 0.3 ms a request against 0.16 ms for this one
 * call (docs/architecture.md, "Compression of API answers").
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 3,
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
