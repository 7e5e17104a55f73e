import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  EXERCISES_SUBJECTS,
  exerciseResourceFileRequestSchema,
  resourceMediaRequestSchema,
  type FileRef,
  type ResourceMedia,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  resourceRoutes as r,
  type RouteReply,
  type RouteRequest,
} from '@openset/contracts';
import { Handle, AccessService, parseOrThrow } from '@openset/server-kit';
import { ResourcesService } from './resources.service.js';

/** Calls of /api/clinician/resources: uploads, metadata, files, deletion. */
@Controller()
export class ResourcesHandlers {
  constructor(
    private readonly access: AccessService,
    private readonly resources: ResourcesService,
  ) {}

  @Handle(r.uploadInfo)
  uploadInfo(@Payload() request: RouteRequest<typeof r.uploadInfo>): RouteReply<typeof r.uploadInfo> {
    this.access.clinician(request.principal);
    const type = request.params.type;
    return {
      type,
      url: `/api/clinician/resources/upload/${type}`,
      field: 'file',
      maxBytes: UPLOAD_MAX_BYTES[type],
      accept: [...UPLOAD_MIME_TYPES[type]],
    };
  }

  @Handle(r.uploadImage)
  async uploadImage(@Payload() request: RouteRequest<typeof r.uploadImage>): Promise<RouteReply<typeof r.uploadImage>> {
    const viewer = await this.access.viewer(request.principal);
    return this.resources.upload('image', request.body.file, request.body.caption, viewer, request.principal!.lang);
  }

  @Handle(r.uploadVideo)
  async uploadVideo(@Payload() request: RouteRequest<typeof r.uploadVideo>): Promise<RouteReply<typeof r.uploadVideo>> {
    const viewer = await this.access.viewer(request.principal);
    return this.resources.upload('video', request.body.file, request.body.caption, viewer, request.principal!.lang);
  }

  @Handle(r.get)
  async get(@Payload() request: RouteRequest<typeof r.get>): Promise<RouteReply<typeof r.get>> {
    const viewer = await this.access.viewer(request.principal);
    const items = await this.resources.byIds(request.params.ids, viewer, request.query.imgWidth, request.principal!.lang);
    return { items, total: items.length };
  }

  @Handle(r.file)
  async file(@Payload() request: RouteRequest<typeof r.file>): Promise<RouteReply<typeof r.file>> {
    return this.resources.file(request.params.id, await this.access.viewer(request.principal), request.query.imgWidth);
  }

  @Handle(r.poster)
  async poster(@Payload() request: RouteRequest<typeof r.poster>): Promise<RouteReply<typeof r.poster>> {
    return this.resources.poster(request.params.id, await this.access.viewer(request.principal), request.query.imgWidth);
  }

  @Handle(r.delete)
  async delete(@Payload() request: RouteRequest<typeof r.delete>): Promise<RouteReply<typeof r.delete>> {
    await this.resources.delete(request.params.id, await this.access.viewer(request.principal));
    return { ok: true };
  }

  /**
   * Internal: a resource's file or poster, the same answer as the routes above, for a caller that
   * has checked the resource is one it may show (the clients service, for the portal).
   */
  @Handle(EXERCISES_SUBJECTS.resourceFile)
  internalFile(@Payload() payload: unknown): Promise<FileRef> {
    const { resourceId, imgWidth, poster } = parseOrThrow(exerciseResourceFileRequestSchema, payload);
    return poster ? this.resources.poster(resourceId, null, imgWidth) : this.resources.file(resourceId, null, imgWidth);
  }

  /** Internal: image or video for each id (the portal's sets, one call per answer). */
  @Handle(EXERCISES_SUBJECTS.resourceMedia)
  async internalMedia(@Payload() payload: unknown): Promise<{ items: ResourceMedia[] }> {
    const { ids } = parseOrThrow(resourceMediaRequestSchema, payload);
    return { items: await this.resources.media(ids) };
  }
}
