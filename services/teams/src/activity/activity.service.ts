import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import {
  ACTIVITY_CSV_COLUMNS,
  DAY_MS,
  type ActivityEntry as ActivityEntryDto,
  type ActivityFilter,
  type ActivityList,
  type ActivityListQuery,
  type Principal,
  type StreamStart,
} from '@openset/contracts';
import { ByteStreams, DomainError, serviceLogger } from '@openset/server-kit';
import type { Writable } from 'node:stream';
import { ManagerAccess } from '../manager/manager-access.js';
import { StaffService } from '../manager/staff.service.js';
import { ActivityEntry } from './activity-entry.entity.js';
import { csvLine } from './csv.js';

const logger = serviceLogger('activity');
/** Rows read per statement while the CSV streams: the export never holds more than this. */
const CSV_BATCH = 500;

/** The staff activity log as its manager reads it: a page, or the whole filtered log as CSV. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly access: ManagerAccess,
    private readonly staff: StaffService,
    private readonly streams: ByteStreams,
  ) {}

  async list(principal: Principal | null, query: ActivityListQuery): Promise<ActivityList> {
    const org = await this.access.organisation(principal);
    if (!org) return { items: [], total: 0 };
    const [rows, total] = await this.em.findAndCount(ActivityEntry, filterOf(org.id, query), {
      orderBy: { occurredAt: 'desc', id: 'desc' },
      offset: query.skip,
      limit: query.limit,
    });
    return { items: await this.named(rows), total };
  }

  /**
   * Answers the StreamStart, then writes the log in batches read by keyset (occurred_at, id) with
   * an EntityManager of its own (the call's is gone once it has answered), each batch sent before
   * the next is read: the export's memory is one batch, whatever the log's size.
   */
  async csv(principal: Principal | null, filter: ActivityFilter, streamTo: string | undefined): Promise<StreamStart> {
    if (!streamTo) throw new DomainError('ERRINTERNAL', 'A streamed answer without a stream');
    const org = await this.access.requireOrganisation(principal);
    const out = await this.streams.sender(streamTo);
    setImmediate(() => {
      this.writeCsv(org.id, filter, out).catch((error: unknown) => {
        logger.warn({ err: String(error) }, 'activity CSV failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
    return { mime: 'text/csv; charset=utf-8', filename: `activity-${new Date().toISOString().slice(0, 10)}.csv`, disposition: 'attachment' };
  }

  private async writeCsv(orgId: string, filter: ActivityFilter, out: Writable): Promise<void> {
    const em = this.orm.em.fork();
    await write(out, csvLine([...ACTIVITY_CSV_COLUMNS]));
    let after: { occurredAt: Date; id: string } | null = null;
    for (;;) {
      const where: FilterQuery<ActivityEntry> = after
        ? { $and: [filterOf(orgId, filter), { $or: [{ occurredAt: { $lt: after.occurredAt } }, { occurredAt: after.occurredAt, id: { $lt: after.id } }] }] }
        : filterOf(orgId, filter);
      const rows: ActivityEntry[] = await em.find(ActivityEntry, where, { orderBy: { occurredAt: 'desc', id: 'desc' }, limit: CSV_BATCH });
      em.clear();
      if (rows.length === 0) break;
      const named = await this.named(rows);
      await write(out, named.map((entry) => csvLine(ACTIVITY_CSV_COLUMNS.map((column) => entry[column] ?? ''))).join(''));
      const last = rows[rows.length - 1]!;
      after = { occurredAt: last.occurredAt, id: last.id };
      if (rows.length < CSV_BATCH) break;
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }

  private async named(rows: ActivityEntry[]): Promise<ActivityEntryDto[]> {
    const accounts = await this.staff.accountsOf([...new Set(rows.map((row) => row.staffId))]);
    return rows.map((row) => {
      const account = accounts.get(row.staffId);
      return {
        id: row.id,
        occurredAt: row.occurredAt.toISOString(),
        staffId: row.staffId,
        staffName: account ? `${account.firstname} ${account.lastname}`.trim() || account.username : '',
        action: row.action,
        object: row.object,
        clientId: row.clientId ?? null,
        ip: row.ip ?? null,
        reference: row.reference,
      };
    });
  }
}

/** A day alone (`2026-12-01`) is the whole day: `from` its start, `to` its end (UTC). */
export function filterOf(orgId: string, filter: ActivityFilter): FilterQuery<ActivityEntry> {
  const occurredAt: { $gte?: Date; $lt?: Date; $lte?: Date } = {};
  if (filter.from) occurredAt.$gte = new Date(filter.from);
  if (filter.to) {
    if (filter.to.length === 10) occurredAt.$lt = new Date(new Date(filter.to).getTime() + DAY_MS);
    else occurredAt.$lte = new Date(filter.to);
  }
  return {
    orgId,
    ...(filter.staffId ? { staffId: filter.staffId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.object ? { object: filter.object } : {}),
    ...(Object.keys(occurredAt).length ? { occurredAt } : {}),
  };
}

/** Writes and waits for the stream to take it (ByteStreams acknowledges each chunk). */
function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
}
