import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLIENT_SETS_SUBJECTS, clientSetsRequestSchema, type PortalSetContent, type SetSummary } from '@openset/contracts';
import { Handle, isUuid, parseOrThrow } from '@openset/server-kit';
import { SetSchema } from './set.entity.js';
import { toSetSummary } from './set.mapper.js';

/**
 * A client's sets for the clients service, which has checked that its caller sees the client
 * (the clients manager) or is the client (the portal): every set of the client for the former,
 * only the enabled ones with their elements for the latter.
 */
@Controller()
export class ClientSetsHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(CLIENT_SETS_SUBJECTS.clientSets)
  async clientSets(payload: unknown): Promise<{ items: SetSummary[]; total: number }> {
    const { clientId, readOnly } = parseOrThrow(clientSetsRequestSchema, payload);
    const rows = await this.em.find(
      SetSchema,
      { kind: 'clientSet', clientId },
      { orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], exclude: ['elements', 'education', 'instructions'], limit: 500 },
    );
    return { items: rows.map((row) => toSetSummary(row, readOnly)), total: rows.length };
  }

  @Handle(CLIENT_SETS_SUBJECTS.portalSets)
  async portalSets(payload: unknown): Promise<{ items: PortalSetContent[] }> {
    const { clientId } = parseOrThrow(clientSetsRequestSchema, payload);
    if (!isUuid(clientId)) return { items: [] };
    const rows = await this.em.find(SetSchema, { kind: 'clientSet', clientId, enabled: true }, { orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], limit: 100 });
    return {
      items: rows.map((row) => ({
        id: row.id,
        savename: row.savename,
        title: row.title,
        instructions: row.instructions,
        updated: row.updatedAt.toISOString(),
        enabledAt: (row.enabledAt ?? row.createdAt).toISOString(),
        elements: row.elements,
      })),
    };
  }
}
