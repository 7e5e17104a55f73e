import { Controller } from '@nestjs/common';
import { API_KEY_SESSION_PREFIX, authRoutes, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { SignInLinksService } from './sign-in-links.service.js';

@Controller()
export class SignInLinksHandlers {
  constructor(private readonly links: SignInLinksService) {}

  /** A clinician's session or API key: the link is to the caller's own account. */
  @Handle(authRoutes.signInLinkCreate)
  create(request: RouteRequest<typeof authRoutes.signInLinkCreate>): Promise<RouteReply<typeof authRoutes.signInLinkCreate>> {
    return this.links.create(requireRole(request.principal, 'clinician'), request.meta);
  }

  /**
   * Public: the link's token is the credential; answers `{sid, body}` and the gateway sets the
   * cookie and redirects. Not in a transaction, as the password sign-in: the link is spent by
   * one statement of its own.
   */
  @Handle(authRoutes.signInLinkOpen, { transaction: false })
  open(request: RouteRequest<typeof authRoutes.signInLinkOpen>) {
    const params = parseOrThrow(authRoutes.signInLinkOpen.params, request.params);
    // The browser's own session ends when the link's begins (an API key's is no browser's).
    const previous = request.principal?.sessionId;
    return this.links.open(params.hash, request.meta, previous?.startsWith(API_KEY_SESSION_PREFIX) ? undefined : previous);
  }
}
