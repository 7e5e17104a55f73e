import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import type { Principal, RpcRequest } from '@openset/contracts';
import type { ClientRow } from '../clients/client.entity.js';
import { PortalService } from './portal.service.js';

/** The principal the gateway forwarded with the call (null: no session). */
const CallPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | null => context.switchToRpc().getData<RpcRequest>().principal ?? null,
);

/**
 * Turns the call's principal into the signed-in client (`PortalService.client`). A pipe, so that
 * Nest gives it the service; it runs after the interceptors, inside the call's database context
 * and transaction.
 */
@Injectable()
export class SignedInClientPipe implements PipeTransform<Principal | null, Promise<ClientRow>> {
  constructor(private readonly portal: PortalService) {}

  transform(principal: Principal | null): Promise<ClientRow> {
    return this.portal.client(principal);
  }
}

/**
 * The signed-in client of a portal call, read again on every call: ERRAUTH without a session or
 * once the client's portal access has ended (archived, deleted, portal off), ERRPERMISSION for a
 * clinician's session. Every portal handler takes its client this way and no other:
 * `handler(@SignedInClient() client: ClientRow, @Payload() request: ...)`.
 */
export const SignedInClient = (): ParameterDecorator => CallPrincipal(undefined, SignedInClientPipe);
