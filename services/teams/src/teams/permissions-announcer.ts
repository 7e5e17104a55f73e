import { Injectable } from '@nestjs/common';
import { TEAMS_SUBJECTS, type PermissionsChanged } from '@openset/contracts';
import { afterCommit, RpcClient } from '@openset/server-kit';

/**
 * Tells every service that keeps permissions for a few seconds that some changed. Announced
 * after the change is committed (`afterCommit`) and before the caller gets its answer, so a
 * manager who withdraws a permission sees it withdrawn on the very next call.
 */
@Injectable()
export class PermissionsAnnouncer {
  constructor(private readonly rpc: RpcClient) {}

  async changed<T>(change: PermissionsChanged, result: T): Promise<T> {
    await afterCommit(() => this.rpc.emit(TEAMS_SUBJECTS.permissionsChanged, change));
    return result;
  }
}
