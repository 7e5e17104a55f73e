import compression from 'compression';
import type { Express } from 'express';

/**
 * API answers go out compressed to clients that accept it (every browser): a page of 100
 * exercises is about 50 KB of JSON and 7 KB compressed. Small answers (under 1 KB) are not worth
 * the work. The package's brotli quality (4) stays: quality 2 takes half the CPU on a 22 KB page
 * in isolation, but with brotli's default window its encoder's memory, reported to V8 as external,
 * made the gateway run a full garbage collection about ten times a second under the clients
 * bench (--trace-incremental-marking: "external memory pressure"), and its p99 got worse.
 * Static files are compressed once at build time instead (front-ends.ts).
 */
export function useCompression(app: Express): void {
  app.use('/api', compression({ threshold: 1024 }));
}
