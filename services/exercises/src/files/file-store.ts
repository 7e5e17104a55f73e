import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where originals and resized variants live. Disk by default; an S3-compatible store when
 * S3_ENDPOINT is configured. Keys are relative paths such as `u/<id>/original` or `u/<id>/w300.webp`.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** Stores a file read from `source` as it arrives (a video); a source that fails stores nothing. */
  putStream(key: string, source: AsyncIterable<Uint8Array>, mime: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, for files too large to hold in memory (videos); null when the key does not exist. */
  open(key: string): Promise<ReadableStream<Uint8Array> | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const defaultFileStoreDir = () => process.env.FILE_STORE_DIR ?? join(repoRoot, '.data', 'files');

export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;
  constructor(private readonly root: string = defaultFileStoreDir()) {}

  private path(key: string): string {
    if (key.includes('..') || key.startsWith('/')) throw new Error(`invalid file key ${key}`);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file. Two writers of one key (copies of
    // the service, or calls of one) each write a file of their own: a name from the process and
    // the clock was shared by two calls in the same millisecond, and the second rename failed.
    const temp = `${target}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await pipeline(Readable.from(source), createWriteStream(temp));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async open(key: string): Promise<ReadableStream<Uint8Array> | null> {
    if (!(await this.exists(key))) return null;
    return Readable.toWeb(createReadStream(this.path(key))) as ReadableStream<Uint8Array>;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

/**
 * The store the environment asks for. S3 needs an S3 client package, which the workspace does
 * not ship yet: configuring S3_ENDPOINT without it fails loudly at start instead of silently
 * writing to disk.
 */
export function createFileStore(): FileStore {
  if (process.env.S3_ENDPOINT) {
    throw new Error('S3_ENDPOINT is set but the S3 file store is not available in this build (add @aws-sdk/client-s3)');
  }
  return new DiskFileStore();
}
