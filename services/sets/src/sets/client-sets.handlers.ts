import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CLIENT_SETS_SUBJECTS,
  clientSetsRequestSchema,
  trackedSetsRequestSchema,
  type PortalSetContent,
  type SetSummary,
  type TrackedSet,
} from '@openset/contracts';
import { findPage, Handle, isUuid, parseOrThrow } from '@openset/server-kit';
import type { PortalPeriodRow } from './portal-period.entity.js';
import { PortalPeriods } from './portal-periods.js';
import { SetSchema } from './set.entity.js';
import { toSetSummary } from './set.mapper.js';

/**
 * A client's sets for the clients service, which has checked that its caller sees the client
 * (the clients manager) or is the client (the portal): a page of every set of the client for
 * the former, of the enabled ones with their elements for the latter, and for adherence the
 * sets that were in the portal over a range of days.
 */
@Controller()
export class ClientSetsHandlers {
  constructor(
    private readonly em: EntityManager,
    private readonly portalPeriods: PortalPeriods,
  ) {}

  @Handle(CLIENT_SETS_SUBJECTS.clientSets)
  async clientSets(payload: unknown): Promise<{ items: SetSummary[]; total: number }> {
    const { clientId, readOnly, skip, limit } = parseOrThrow(clientSetsRequestSchema, payload);
    const [rows, total] = await findPage(
      this.em,
      SetSchema,
      { kind: 'clientSet', clientId },
      { orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], exclude: ['elements', 'education', 'instructions'], offset: skip, limit },
    );
    return { items: rows.map((row) => toSetSummary(row, readOnly)), total };
  }

  @Handle(CLIENT_SETS_SUBJECTS.portalSets)
  async portalSets(payload: unknown): Promise<{ items: PortalSetContent[]; total: number }> {
    const { clientId, skip, limit } = parseOrThrow(clientSetsRequestSchema, payload);
    if (!isUuid(clientId)) return { items: [], total: 0 };
    const [rows, total] = await findPage(
      this.em,
      SetSchema,
      { kind: 'clientSet', clientId, enabled: true },
      { orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], offset: skip, limit },
    );
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        savename: row.savename,
        title: row.title,
        instructions: row.instructions,
        updated: row.updatedAt.toISOString(),
        elements: row.elements,
        education: row.education,
      })),
    };
  }

  @Handle(CLIENT_SETS_SUBJECTS.trackedSets)
  async trackedSets(payload: unknown): Promise<{ items: TrackedSet[] }> {
    const { clientId, from, to } = parseOrThrow(trackedSetsRequestSchema, payload);
    if (!isUuid(clientId)) return { items: [] };
    const periods = await this.portalPeriods.overlapping(clientId, from, to);
    // Each set's times, the sets in the order of their first time in the portal.
    const timesOf = new Map<string, PortalPeriodRow[]>();
    for (const period of periods) timesOf.set(period.setId, [...(timesOf.get(period.setId) ?? []), period]);
    const rows = timesOf.size ? await this.em.find(SetSchema, { id: { $in: [...timesOf.keys()] } }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      items: [...timesOf].flatMap(([id, times]) => {
        const row = byId.get(id);
        if (!row) return [];
        return [{ id, savename: row.savename, title: row.title, elements: row.elements, periods: times.map((period) => ({ from: period.startedAt.toISOString(), to: period.endedAt?.toISOString() ?? null })) }];
      }),
    };
  }
}
