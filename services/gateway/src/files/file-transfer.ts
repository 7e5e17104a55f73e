import { Injectable } from '@nestjs/common';
import type { FileRef, RouteDef } from '@openset/contracts';
import { DomainError } from '@openset/server-kit';
import type { Request, Response } from 'express';

/**
 * Moves files between HTTP and the NATS object store for routes that carry `transfer`.
 * Uploads are staged in the object store and handed to services as UploadRefs; downloads are
 * FileRefs that are streamed from it.
 */
@Injectable()
export class FileTransfer {
  async receiveUpload(_req: Request, _route: RouteDef): Promise<Record<string, unknown>> {
    throw new DomainError('ERRINTERNAL', 'Uploads are not available yet');
  }

  async sendFile(_res: Response, _ref: FileRef): Promise<void> {
    throw new DomainError('ERRINTERNAL', 'Downloads are not available yet');
  }
}
