import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromBuffer } from 'file-type';
import {
  ERROR_MESSAGES,
  errorKeyDetails,
  IMAGE_WIDTHS,
  SET_RESOURCE_SUBJECTS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  uploadErrorDetails,
  type FileRef,
  type Lang,
  type Resource,
  type ResourceMedia,
  type ResourceUsedReply,
  type ResourceUsedRequest,
  type UploadRef,
  type UploadType,
} from '@openset/contracts';
import {
  afterCommit,
  DomainError,
  filesBucketName,
  isUuid,
  notFound,
  ObjectBuckets,
  operationRefused,
  RpcClient,
  uploadsBucketName,
  type Viewer,
} from '@openset/server-kit';
import { FILE_STORE } from '../files/file-store.provider.js';
import type { FileStore } from '../files/file-store.js';
import { imageSize, makeVariant, placeholderPoster, type Variant } from '../files/image-variants.js';
import { RESOURCE_COLUMNS, toResource, type ResourceDbRow } from './resource.mapper.js';
import { storedKeysOf, variantKey } from './resource-files.js';
import { ELEMENT_USES_RESOURCE, resourceVisibleSql } from './resource-visibility.js';

const uploadError = () => new DomainError('ERRVALIDATION', 'Upload Error', uploadErrorDetails());
const DEFAULT_WIDTH = 1000;
/** Variants never change for a given key (a new upload is a new resource): cache them a day. */
const CACHE_SECONDS = 86_400;
/**
 * Upload space per account, all of its uploads together (UPLOAD_QUOTA_BYTES, default 1 GiB):
 * room for a few hundred photos and a few dozen short videos, while one account cannot fill the
 * file store.
 */
const UPLOAD_QUOTA_BYTES = Number(process.env.UPLOAD_QUOTA_BYTES ?? 1024 ** 3);

/** Images and videos: uploads, metadata with URLs, and the files at the requested width. */
@Injectable()
export class ResourcesService {
  /** Files being staged now, by object name (see `serve`). */
  private readonly serving = new Map<string, Promise<FileRef>>();

  constructor(
    private readonly em: EntityManager,
    private readonly buckets: ObjectBuckets,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly rpc: RpcClient,
  ) {}

  /** Through the EntityManager of the call, so an upload's statements share its transaction. */
  private sql<T>(query: string, params: unknown[]): Promise<T> {
    return this.em.execute(query, params) as Promise<T>;
  }

  /**
   * Rows by id that this viewer may see (`resourceVisibleSql`, in the statement); a null viewer
   * is an internal caller that has checked access to what shows them. `lock` holds the rows
   * (key share) until the call's transaction ends, so an upload being attached is not deleted
   * meanwhile (`delete` takes the row for update).
   */
  private async rowsByIds(ids: string[], viewer: Viewer | null, lock = false): Promise<ResourceDbRow[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const params: unknown[] = [...valid];
    const visible = viewer ? ` and ${resourceVisibleSql(viewer, params)}` : '';
    return this.sql<ResourceDbRow[]>(
      `select ${RESOURCE_COLUMNS} from "exercises"."resources" r
       where r."id" in (${valid.map(() => '?').join(', ')})${visible}${lock ? ' for key share of r' : ''}`,
      params,
    );
  }

  /**
   * The resources of these ids this viewer may see, unknown ones left out: what elements show
   * (an element's viewer sees what it uses), and the ids another service is about to store.
   * Null is an internal caller that has checked access to what shows them.
   */
  async sideList(ids: string[], viewer: Viewer | null, imgWidth: number | undefined, lang: Lang): Promise<Resource[]> {
    const rows = await this.rowsByIds(ids, viewer);
    return rows.map((row) => toResource(row, imgWidth ?? DEFAULT_WIDTH, lang));
  }

  /**
   * Refuses attaching any resource the viewer may not see. A foreign id answers exactly as an
   * unknown one: ERRNOTFOUND with the same message, naming no id, so nobody learns what exists.
   */
  async checkAttachable(ids: string[], viewer: Viewer): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const visible = new Set((await this.rowsByIds(unique, viewer, true)).map((row) => row.id));
    if (unique.some((id) => !visible.has(id))) throw notFound('No such resource');
  }

  async byIds(ids: string[], viewer: Viewer, imgWidth: number | undefined, lang: Lang): Promise<Resource[]> {
    const rows = await this.rowsByIds(ids, viewer);
    if (rows.length === 0) throw notFound();
    return rows.map((row) => toResource(row, imgWidth ?? DEFAULT_WIDTH, lang));
  }

  /**
   * Takes a staged upload: checks its real type from the content and its size, keeps the
   * original in the file store and records it. Either way the staged object is removed; a refused
   * file leaves nothing behind.
   */
  async upload(type: UploadType, ref: UploadRef, caption: string | undefined, viewer: Viewer, lang: Lang): Promise<Resource> {
    if (ref.bucket !== uploadsBucketName()) throw uploadError();
    const staged = await this.buckets.bucket(ref.bucket);
    try {
      const info = await staged.info(ref.object);
      if (!info || info.deleted || info.size > UPLOAD_MAX_BYTES[type] || info.size === 0) throw uploadError();
      await this.checkQuota(viewer.accountId, info.size);
      // An image is read whole (sharp reads it; at most 15 MB), its digest checked; a video only
      // its first 64 KB here, then streamed to the file store, digest checked (up to 200 MB,
      // never held whole in memory). The type comes from those first 64 KB either way.
      const image = type === 'image' ? await bytesOf(this.buckets.whole(ref.bucket, info)) : null;
      const head = image ?? (await bytesOf(this.buckets.range(ref.bucket, info, 0, Math.min(info.size, 64 * 1024) - 1)));
      const sniffed = await fileTypeFromBuffer(head.subarray(0, 64 * 1024));
      if (!sniffed || !UPLOAD_MIME_TYPES[type].includes(sniffed.mime)) throw uploadError();
      const size = image ? await imageSize(image) : { width: null, height: null };
      if (image && size.width === null) throw uploadError();
      const id = crypto.randomUUID();
      const key = `u/${id.slice(0, 2)}/${id}/original.${sniffed.ext}`;
      if (image) await this.files.put(key, image, sniffed.mime);
      else await this.files.putStream(key, this.buckets.whole(ref.bucket, info), sniffed.mime);
      const [row] = await this.sql<ResourceDbRow[]>(
        `insert into "exercises"."resources" ("id", "kind", "owner_id", "team_id", "org_id", "mime", "size", "width",
           "height", "storage_key", "caption_en")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         returning "id", "kind", "owner_id", "team_id", "org_id", "mime", "size", "width", "height", "storage_key",
           "poster_key", "caption_en", "caption_fr", "credit"`,
        [
          id,
          type === 'image' ? 'userImage' : 'userVideo',
          viewer.accountId,
          viewer.teamId,
          viewer.orgId,
          sniffed.mime,
          info.size,
          size.width,
          size.height,
          key,
          caption ?? '',
        ],
      );
      return toResource(row!, DEFAULT_WIDTH, lang);
    } finally {
      await staged.delete(ref.object).catch(() => undefined);
    }
  }

  /**
   * Refuses an upload that would take the account over its quota. The lock (per account, held
   * until the upload's transaction ends) makes two uploads at once count each other.
   */
  private async checkQuota(accountId: string, adding: number): Promise<void> {
    await this.sql(`select pg_advisory_xact_lock(hashtext('exercises.upload-quota'), hashtext(?))`, [accountId]);
    const [usage] = await this.sql<{ used: string }[]>(
      `select coalesce(sum("size"), 0)::text as "used" from "exercises"."resources" where "owner_id" = ?`,
      [accountId],
    );
    if (Number(usage?.used ?? 0) + adding > UPLOAD_QUOTA_BYTES) {
      throw operationRefused(ERROR_MESSAGES.uploadQuota, errorKeyDetails('uploadQuota'));
    }
  }

  /**
   * The file of a resource (an image at imgWidth, or the video) staged for the gateway to stream.
   * A null viewer is an internal caller that has checked access itself (the portal's files).
   */
  async file(id: string, viewer: Viewer | null, imgWidth: number | undefined): Promise<FileRef> {
    const row = await this.visibleRow(id, viewer);
    if (row.mime.startsWith('video/')) {
      return this.serve(`${row.id}.video`, async () => {
        const stream = await this.files.open(row.storage_key);
        if (!stream) throw notFound();
        return { stream, mime: row.mime };
      });
    }
    const width = widthOf(imgWidth);
    return this.serve(`${row.id}.w${width}`, () => this.variant(row.storage_key, row.mime, width));
  }

  /** A video's poster at imgWidth: its own poster when it has one, else a generated frame. */
  async poster(id: string, viewer: Viewer | null, imgWidth: number | undefined): Promise<FileRef> {
    const row = await this.visibleRow(id, viewer);
    const width = widthOf(imgWidth);
    if (!row.mime.startsWith('video/')) return this.file(id, viewer, width);
    return this.serve(`${row.id}.poster.w${width}`, async () => {
      if (row.poster_key) return this.variant(row.poster_key, 'image/jpeg', width);
      const key = `posters/placeholder.w${width}.png`;
      const cached = await this.files.get(key);
      if (cached) return { data: cached, mime: 'image/png' };
      const made = await placeholderPoster(width);
      await this.files.put(key, made.data, made.mime);
      return made;
    });
  }

  private async visibleRow(id: string, viewer: Viewer | null): Promise<ResourceDbRow> {
    const [row] = await this.rowsByIds([id], viewer);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Deletes an upload of the viewer's own that nothing uses, and its stored files once the
   * deletion is committed. Another account's upload, a library picture or an unknown id answer
   * ERRNOTFOUND alike; one still in use ERROPERATION `resourceInUse`: by an exercise, or by a set,
   * a set's history point or a draft (the sets service holds those). The row is held for update
   * first: an exercise attaching it meanwhile (`checkAttachable` holds it for key share) either
   * commits before the check below sees it, or finds it gone. A set saved naming it between the
   * sets service's answer and the commit is not held off: the sets service checks ids with this
   * service, outside this transaction.
   */
  async delete(id: string, viewer: Viewer): Promise<void> {
    const [row] = isUuid(id)
      ? await this.sql<ResourceDbRow[]>(
          `select ${RESOURCE_COLUMNS} from "exercises"."resources" r where r."id" = ? and r."owner_id" = ? for update`,
          [id, viewer.accountId],
        )
      : [];
    if (!row) throw notFound();
    const uses = await this.sql<unknown[]>(
      `select 1 from "exercises"."resources" r join "exercises"."elements" e on ${ELEMENT_USES_RESOURCE} where r."id" = ?
       union all select 1 from "exercises"."education" d where d."attachment_ids" @> array[?::uuid]
       union all select 1 from "exercises"."education_history" h where h."attachment_ids" @> array[?::uuid]
       limit 1`,
      [id, id, id],
    );
    const inUse = () => operationRefused(ERROR_MESSAGES.resourceInUse, errorKeyDetails('resourceInUse'));
    if (uses.length > 0) throw inUse();
    const request: ResourceUsedRequest = { resourceId: id };
    if ((await this.rpc.call<ResourceUsedReply>(SET_RESOURCE_SUBJECTS.resourceUsed, request, { idempotent: true })).used) throw inUse();
    await this.sql(`delete from "exercises"."resources" where "id" = ?`, [id]);
    await afterCommit(async () => {
      for (const key of storedKeysOf(row)) await this.files.delete(key);
    });
  }

  /** Image or video, and whether a video has its own poster, for ids an internal caller names (unknown ids are left out). */
  async media(ids: string[]): Promise<ResourceMedia[]> {
    const rows = await this.rowsByIds(ids, null);
    return rows.map((row) => {
      const video = row.mime.startsWith('video/');
      return { id: row.id, media: video ? 'video' : 'image', poster: video && row.poster_key !== null };
    });
  }

  /** A resized variant, made once with sharp and then kept in the file store beside the original. */
  private async variant(originalKey: string, mime: string, width: number): Promise<Variant> {
    const cached = await this.files.get(variantKey(originalKey, width, mime));
    if (cached) return { data: cached, mime: mime === 'image/jpeg' ? 'image/jpeg' : 'image/png' };
    const original = await this.files.get(originalKey);
    if (!original) throw notFound();
    const made = await makeVariant(original, mime, width);
    await this.files.put(variantKey(originalKey, width, made.mime), made.data, made.mime);
    return made;
  }

  /**
   * Puts the bytes in the files bucket unless an unexpired copy is already there. Calls for one
   * object while it is being made share that work: a page of the browser names one stock image
   * from many rows at once, and each would otherwise resize it.
   */
  private serve(object: string, make: () => Promise<Variant | StreamedFile>): Promise<FileRef> {
    const running = this.serving.get(object);
    if (running) return running;
    const started = this.stage(object, make).finally(() => this.serving.delete(object));
    this.serving.set(object, started);
    return started;
  }

  private async stage(object: string, make: () => Promise<Variant | StreamedFile>): Promise<FileRef> {
    const bucket = await this.buckets.bucket(filesBucketName());
    const existing = await bucket.info(object);
    if (existing && !existing.deleted) {
      return {
        bucket: filesBucketName(),
        object,
        mime: existing.metadata?.mime ?? 'application/octet-stream',
        size: existing.size,
        cacheSeconds: CACHE_SECONDS,
        etag: existing.digest,
      };
    }
    const made = await make();
    const meta = { name: object, metadata: { mime: made.mime } };
    const info = 'stream' in made ? await bucket.put(meta, made.stream) : await bucket.putBlob(meta, made.data);
    return {
      bucket: filesBucketName(),
      object,
      mime: made.mime,
      size: info.size,
      cacheSeconds: CACHE_SECONDS,
      etag: info.digest,
    };
  }
}

/** A file staged as it is, streamed from the file store (a video: never held whole in memory). */
interface StreamedFile {
  stream: ReadableStream<Uint8Array>;
  mime: string;
}

const widthOf = (imgWidth: number | undefined) =>
  imgWidth && (IMAGE_WIDTHS as readonly number[]).includes(imgWidth) ? imgWidth : DEFAULT_WIDTH;

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}
