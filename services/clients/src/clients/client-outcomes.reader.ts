import { Injectable } from '@nestjs/common';
import {
  OUTCOMES_SUBJECTS,
  type AssignedOutcome,
  type AssignedOutcomePage,
  type ClientOutcomesRequest,
  type PageQuery,
  type Principal,
  type RouteReply,
  type clientRoutes,
} from '@openset/contracts';
import { RpcClient } from '@openset/server-kit';

type ClientOutcomesReply = RouteReply<typeof clientRoutes.outcomes>;

/**
 * A client's outcome measures (spec section 3, Client outcome: type, enabled, clientStopped,
 * latest) come from the outcomes service, which owns them: asked over NATS for the caller, once
 * the clients service has checked the caller sees the client and its health information.
 */
@Injectable()
export class ClientOutcomesReader {
  constructor(private readonly rpc: RpcClient) {}

  async of(principal: Principal, clientId: string, page: PageQuery): Promise<ClientOutcomesReply> {
    const request: ClientOutcomesRequest = { principal, clientId, skip: page.skip, limit: page.limit };
    const reply = await this.rpc.call<AssignedOutcomePage>(OUTCOMES_SUBJECTS.clientOutcomes, request, { idempotent: true });
    return toClientOutcomes(reply);
  }
}

/**
 * The route keeps the spec's shape: each outcome with its latest results (newest first), and
 * `latest`, the newest result of each outcome on the page, newest first.
 */
export function toClientOutcomes(page: AssignedOutcomePage): ClientOutcomesReply {
  const items = page.items.map((outcome: AssignedOutcome) => ({
    id: outcome.id,
    type: outcome.type,
    enabled: outcome.enabled,
    clientStopped: outcome.clientStopped,
    latest: outcome.latest,
  }));
  const latest = page.items.flatMap((outcome) => outcome.latest.slice(0, 1)).sort((a, b) => b.submitted.localeCompare(a.submitted));
  return { items, total: page.total, latest };
}
