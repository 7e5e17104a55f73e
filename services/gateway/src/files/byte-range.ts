import type { Request } from 'express';

/** What a download answers to a request's Range header (RFC 9110, section 14). */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One byte range of a file of `size` bytes, when the request asks for one: what a video player
 * does to start and to seek (Safari plays no video whose server does not answer ranges). Several
 * ranges, a malformed header, or an If-Range that names another version of the file get the
 * whole file, as the RFC allows; a range that starts past the end is unsatisfiable.
 */
export function requestedRange(req: Request, size: number, etag: string): RangeAnswer {
  if (!req.headers.range) return { kind: 'whole' };
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag) return { kind: 'whole' };
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' };
  return { kind: 'part', start: ranges[0]!.start, end: ranges[0]!.end };
}
