import { Controller } from '@nestjs/common';
import { AUTH_SUBJECTS, authRoutes, resolveApiKeyRequestSchema, type ResolvedSession, type RouteReply, type RouteRequest } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { requireRole } from '../access/require-role.js';
import { ApiKeysService } from './api-keys.service.js';

@Controller()
export class ApiKeysHandlers {
  constructor(private readonly keys: ApiKeysService) {}

  @Handle(authRoutes.apiKeysList)
  list(request: RouteRequest<typeof authRoutes.apiKeysList>): Promise<RouteReply<typeof authRoutes.apiKeysList>> {
    return this.keys.list(requireRole(request.principal, 'clinician'), request.query);
  }

  @Handle(authRoutes.apiKeyCreate)
  create(request: RouteRequest<typeof authRoutes.apiKeyCreate>): Promise<RouteReply<typeof authRoutes.apiKeyCreate>> {
    return this.keys.create(requireRole(request.principal, 'clinician'), request.body, request.meta);
  }

  @Handle(authRoutes.apiKeyRevoke)
  revoke(request: RouteRequest<typeof authRoutes.apiKeyRevoke>): Promise<RouteReply<typeof authRoutes.apiKeyRevoke>> {
    return this.keys.revoke(requireRole(request.principal, 'clinician'), request.params.id, request.meta);
  }

  /** The gateway, for a call with `Authorization: Bearer`: in a transaction, since each use is recorded. */
  @Handle(AUTH_SUBJECTS.resolveApiKey, { transaction: true })
  resolve(payload: unknown): Promise<ResolvedSession> {
    const { key, ip } = parseOrThrow(resolveApiKeyRequestSchema, payload);
    return this.keys.resolve(key, ip);
  }
}
