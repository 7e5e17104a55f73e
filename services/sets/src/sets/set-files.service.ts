import { Injectable } from '@nestjs/common';
import { EXERCISES_SUBJECTS, type ExerciseResourceFileRequest, type FileRef } from '@openset/contracts';
import { notFound, RpcClient, type Viewer } from '@openset/server-kit';
import { HistoryService } from '../history/history.service.js';
import { namedIds } from './set-rules.js';
import { SetsService } from './sets.service.js';

/**
 * The images and videos of a set, for whoever may read it. A set's exercises are copies that may
 * name a clinician's own uploads; a team-mate who opens a shared client's set or a team template
 * cannot see those in the library (the resources route answers ERRNOTFOUND) but must see what the
 * set shows. Only resources the set names, now or in one of its history points, are answered;
 * any other id answers exactly as an unknown one.
 */
@Injectable()
export class SetFilesService {
  constructor(
    private readonly sets: SetsService,
    private readonly history: HistoryService,
    private readonly rpc: RpcClient,
  ) {}

  async file(setId: string, resourceId: string, request: Omit<ExerciseResourceFileRequest, 'resourceId'>, viewer: Viewer): Promise<FileRef> {
    const [set] = await this.sets.visibleRows([setId], viewer);
    const shown = namedIds(set!.elements).resourceIds.includes(resourceId) || (await this.history.namesResource(setId, resourceId));
    if (!shown) throw notFound('No such resource');
    return this.rpc.call<FileRef>(EXERCISES_SUBJECTS.resourceFile, { ...request, resourceId }, { idempotent: true });
  }
}
