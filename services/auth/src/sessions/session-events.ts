import { Injectable } from '@nestjs/common';
import { AUTH_SUBJECTS, type SessionsChanged } from '@openset/contracts';
import { RpcClient } from '@openset/server-kit';

/**
 * Gateways keep a resolved session for a few seconds; whenever a session ends or what its
 * principal says changes, they are told here so that nothing stale is served.
 */
@Injectable()
export class SessionEvents {
  constructor(private readonly rpc: RpcClient) {}

  changed(change: SessionsChanged): Promise<void> {
    return this.rpc.emit(AUTH_SUBJECTS.sessionsChanged, change);
  }
}
