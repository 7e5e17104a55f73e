import { Injectable } from '@nestjs/common';
import { AUTH_SUBJECTS, type SessionsChanged } from '@openset/contracts';
import { afterCommit, RpcClient } from '@openset/server-kit';

/**
 * Gateways keep a resolved session for a few seconds; whenever a session ends or what its
 * principal says changes, they are told here so that nothing stale is served. Told after the
 * commit: told before it, a gateway asked for the session in between would be answered from the
 * row not yet deleted and keep it for its cache's life.
 */
@Injectable()
export class SessionEvents {
  constructor(private readonly rpc: RpcClient) {}

  changed(change: SessionsChanged): Promise<void> {
    return afterCommit(() => this.rpc.emit(AUTH_SUBJECTS.sessionsChanged, change));
  }
}
