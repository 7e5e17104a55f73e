import compression from 'compression';
import type { Express } from 'express';

/**
 * API answers go out compressed to clients that accept it (every browser): a page of 100
 * exercises is about 50 KB of JSON and 7 KB compressed. Small answers (under 1 KB) are not worth
 * the work. Static files are compressed once at build time instead (front-ends.ts).
 */
export function useCompression(app: Express): void {
  app.use('/api', compression({ threshold: 1024 }));
}
