import { describe, expect, it } from '@jest/globals';
import { closeSync, mkdtempSync, openSync, readdirSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore, type FileStore } from './file-store.js';

/**
 * Real bytes over several of the stream's reads (64 KB each): the start of Node's own binary,
 * read alone (the whole binary is over 100 MB, whose reading took seconds on a busy machine).
 */
function realBytes(length: number): Buffer {
  const fd = openSync(process.execPath, 'r');
  try {
    const bytes = Buffer.alloc(length);
    return bytes.subarray(0, readSync(fd, bytes, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

/** A disk store in a folder of its own, removed afterwards. */
async function withStore(test: (store: FileStore, root: string) => Promise<void>): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'openset-files-'));
  try {
    await test(new DiskFileStore(root), root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the disk file store', () => {
  it('keeps one whole file when many calls write one key at once, and leaves no temporary file', async () => {
    await withStore(async (store, root) => {
      // Twenty resizes of one image finishing together, as a page of rows naming it asks for it.
      const versions = Array.from({ length: 20 }, (_, index) => Buffer.from(`variant ${index} `.repeat(2_000)));
      await Promise.all(versions.map((data) => store.put('lib/b4/image.svg.w120.png', data, 'image/png')));
      const stored = await store.get('lib/b4/image.svg.w120.png');
      expect(versions.some((data) => stored !== null && data.equals(stored))).toBe(true);
      expect(readdirSync(join(root, 'lib/b4'))).toEqual(['image.svg.w120.png']);
    });
  });

  it('streams a stored file whole, and answers null for a key it does not hold', async () => {
    await withStore(async (store) => {
      const data = realBytes(300_000);
      await store.put('u/clip/original', data, 'video/mp4');
      const stream = await store.open('u/clip/original');
      const parts: Uint8Array[] = [];
      for await (const part of stream!) parts.push(part);
      expect(Buffer.concat(parts).equals(data)).toBe(true);
      expect(await store.open('u/none/original')).toBeNull();
    });
  });

  it('stores a streamed file whole, and nothing at all when its source fails half-way', async () => {
    await withStore(async (store, root) => {
      const data = realBytes(300_000);
      async function* inParts(failAfter?: number) {
        for (let at = 0; at < data.length; at += 100_000) {
          if (failAfter !== undefined && at >= failAfter) throw new Error('the upload could not be read');
          yield data.subarray(at, at + 100_000);
        }
      }
      await store.putStream('u/clip/original', inParts(), 'video/mp4');
      expect((await store.get('u/clip/original'))?.equals(data)).toBe(true);
      await expect(store.putStream('u/broken/original', inParts(150_000), 'video/mp4')).rejects.toThrow(
        'could not be read',
      );
      expect(await store.exists('u/broken/original')).toBe(false);
      expect(readdirSync(join(root, 'u/broken'))).toEqual([]);
    });
  });
});
