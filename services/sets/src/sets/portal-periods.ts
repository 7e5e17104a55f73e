import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS } from '@openset/contracts';
import { PortalPeriodSchema, type PortalPeriodRow } from './portal-period.entity.js';
import type { ExerciseSetRow } from './set.entity.js';

/** Periods that touch the UTC days `from`..`to` (both included): begun before the day after `to`, not ended before `from`. */
const touching = (from: string, to: string) => ({
  startedAt: { $lt: new Date(Date.parse(to) + DAY_MS) },
  $or: [{ endedAt: null }, { endedAt: { $gte: new Date(from) } }],
});

/**
 * The times client sets were in the client portal. Written with the set's change (the same
 * transaction): a set put in the portal starts a period, a set taken out ends its open one.
 */
@Injectable()
export class PortalPeriods {
  constructor(private readonly em: EntityManager) {}

  start(set: ExerciseSetRow, at: Date): void {
    this.em.create(PortalPeriodSchema, { setId: set.id, clientId: set.clientId!, startedAt: at, endedAt: null });
  }

  async end(sets: readonly ExerciseSetRow[], at: Date): Promise<void> {
    if (sets.length === 0) return;
    const open = await this.em.find(PortalPeriodSchema, { setId: { $in: sets.map((set) => set.id) }, endedAt: null });
    for (const period of open) period.endedAt = at;
  }

  /** The client's periods that touch the UTC days `from`..`to` (both included), oldest first. */
  overlapping(clientId: string, from: string, to: string): Promise<PortalPeriodRow[]> {
    return this.em.find(PortalPeriodSchema, { clientId, ...touching(from, to) }, { orderBy: [{ startedAt: 'asc' }, { id: 'asc' }], limit: 1000 });
  }

  /** Whether the client's set was in the portal at some time of the UTC days `from`..`to` (both included). */
  async wasIn(clientId: string, setId: string, from: string, to: string): Promise<boolean> {
    return (await this.em.count(PortalPeriodSchema, { clientId, setId, ...touching(from, to) })) > 0;
  }
}
