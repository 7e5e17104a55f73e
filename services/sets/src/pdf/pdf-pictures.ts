import { Injectable } from '@nestjs/common';
import { EXERCISES_SUBJECTS, type FileRef, type ResourceMedia } from '@openset/contracts';
import { ObjectBuckets, RpcClient, serviceLogger } from '@openset/server-kit';
import sharp from 'sharp';
import type { Picture, PictureSource } from './pdf-document.js';

const logger = serviceLogger('sets');
/** Print resolution: pixels per inch of a picture at its printed width. */
const PRINT_PPI = 300;
/** The library's largest stored width: print takes that and scales it to the printed size. */
const SOURCE_WIDTH = 1000;
/** Pictures read at once while earlier pages are laid out. */
const READ_AHEAD = 2;

// libvips keeps no cache of decoded pictures and runs one thread per picture: a PDF's pictures
// are each used once, and every worker thread keeps its own memory (bench/pdf.mjs, decision 012).
sharp.cache(false);
sharp.concurrency(1);

/**
 * The pictures of one PDF: each resource's largest stored image (a video's poster frame) through
 * `exercises.internal.resourceFile`, read from the object store, scaled to 300 ppi at the width
 * it prints at, mirrored (sharp's flop) where the exercise says reflect, flattened on white and
 * written as JPEG, which pdfkit embeds as it is. Only ids the caller has checked reach it.
 */
@Injectable()
export class PdfPictures {
  constructor(
    private readonly rpc: RpcClient,
    private readonly buckets: ObjectBuckets,
  ) {}

  /**
   * A source for these ids: their files are asked for ahead, `READ_AHEAD` at a time, in the order
   * the PDF prints them, so reading and layout overlap and memory holds a few originals at most.
   */
  async source(ids: string[]): Promise<PictureSource> {
    const unique = [...new Set(ids)];
    const media = new Map<string, ResourceMedia>();
    if (unique.length > 0) {
      const answer = await this.rpc.call<{ items: ResourceMedia[] }>(EXERCISES_SUBJECTS.resourceMedia, { ids: unique }, { idempotent: true });
      for (const item of answer.items) media.set(item.id, item);
    }
    const originals = new Map<string, Promise<Buffer | null>>();
    const queue = unique.filter((id) => media.get(id)?.media === 'image' || media.get(id)?.poster === true);
    let next = 0;
    let running = 0;
    const pump = () => {
      while (running < READ_AHEAD && next < queue.length) {
        const id = queue[next++]!;
        if (originals.has(id)) continue;
        running += 1;
        const read = this.original(id, media.get(id)!.media === 'video');
        originals.set(id, read);
        void read.finally(() => {
          running -= 1;
          pump();
        });
      }
    };
    pump();
    const made = new Map<string, Promise<Picture | null>>();
    return (id, widthPt, mirrored) => {
      if (!queue.includes(id)) return Promise.resolve(null);
      const key = `${id}:${widthPt}:${mirrored}`;
      let picture = made.get(key);
      if (!picture) {
        let original = originals.get(id);
        if (!original) {
          original = this.original(id, media.get(id)!.media === 'video');
          originals.set(id, original);
        }
        picture = original.then((bytes) => (bytes ? printable(bytes, widthPt, mirrored) : null));
        made.set(key, picture);
      }
      return picture;
    };
  }

  /** A resource's image bytes (a video's poster), or null when they cannot be read. */
  async original(id: string, poster: boolean): Promise<Buffer | null> {
    try {
      const ref = await this.rpc.call<FileRef>(EXERCISES_SUBJECTS.resourceFile, { resourceId: id, imgWidth: SOURCE_WIDTH, poster }, { idempotent: true });
      return await this.read(ref);
    } catch (error) {
      logger.warn({ resourceId: id, err: String(error) }, 'a picture of a PDF could not be read');
      return null;
    }
  }

  async read(ref: FileRef): Promise<Buffer> {
    const bucket = await this.buckets.bucket(ref.bucket);
    const info = await bucket.info(ref.object);
    if (!info || info.deleted) throw new Error('No such object');
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.buckets.whole(ref.bucket, info)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
}

/** The picture at `widthPt` printed at 300 ppi (never enlarged), mirrored when asked, as JPEG. */
export async function printable(bytes: Buffer, widthPt: number, mirrored: boolean): Promise<Picture | null> {
  try {
    const pixels = Math.round((widthPt / 72) * PRINT_PPI);
    let image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: pixels, withoutEnlargement: true });
    if (mirrored) image = image.flop();
    const { data, info } = await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    logger.warn({ err: String(error) }, 'a picture of a PDF could not be converted');
    return null;
  }
}
