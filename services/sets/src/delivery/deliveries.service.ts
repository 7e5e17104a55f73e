import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_SUBJECTS, type AccountNamesReply, type Delivery, type DeliveryKind, type DeliveryList, type PageQuery } from '@openset/contracts';
import { findPage, RpcClient, serviceLogger, type Viewer } from '@openset/server-kit';
import { SetsService } from '../sets/sets.service.js';
import { DeliverySchema, type DeliveryRow } from './delivery.entity.js';

const logger = serviceLogger('sets');

export interface NewDelivery {
  setId: string;
  kind: DeliveryKind;
  /** The account that e-mailed, exported or printed (the viewer's). */
  accountId: string;
  /** E-mail: the client's address. */
  to?: string | null;
  cc?: string[];
  /** E-mail: the subject; PDF and print: the templates chosen (e.g. 'comprehensive, tracking'). */
  detail?: string;
}

/**
 * The reports of a set (spec section 7, `GET /sets/{id}/reports`): what was e-mailed, exported as
 * PDF and printed. `record` adds one to the caller's unit of work, so it commits with the call
 * that did it (the e-mail's outbox row, the PDF's answer); whoever may read the set reads them.
 */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly sets: SetsService,
    private readonly rpc: RpcClient,
  ) {}

  /** Records a delivery in the current unit of work (the caller's flush writes it). */
  record(delivery: NewDelivery): DeliveryRow {
    return this.em.create(DeliverySchema, {
      setId: delivery.setId,
      kind: delivery.kind,
      accountId: delivery.accountId,
      recipient: delivery.to ?? null,
      cc: delivery.cc ?? [],
      detail: delivery.detail ?? '',
    });
  }

  /** A page of the set's deliveries, newest first; a set the viewer may not read is not found. */
  async list(setId: string, page: PageQuery, viewer: Viewer): Promise<DeliveryList> {
    await this.sets.visibleRows([setId], viewer);
    const [rows, total] = await findPage(this.em, DeliverySchema, { setId }, { orderBy: { createdAt: 'desc', id: 'desc' }, offset: page.skip, limit: page.limit });
    const names = await this.names([...new Set(rows.map((row) => row.accountId))]);
    return { items: rows.map((row) => toDelivery(row, names.get(row.accountId) ?? '')), total };
  }

  /**
   * How many e-mails the account sent since `since`, counted after taking the account's own
   * transaction lock: two sends of one account at once count one after the other, so neither
   * passes the daily maximum on the other's count. Call it inside the write's transaction.
   */
  async emailsSinceLocked(accountId: string, since: Date): Promise<number> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtextextended('sets.deliveries.email:' || ?, 0))`, [accountId]);
    const [row] = await this.em.execute<{ sent: string | number }[]>(
      `select count(*) as "sent" from "sets"."deliveries" where "account_id" = ? and "kind" = 'email' and "created_at" > ?`,
      [accountId, since],
    );
    return Number(row?.sent ?? 0);
  }

  /** Account names for the list; without the auth service, the rows are listed without names. */
  private async names(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    try {
      const reply = await this.rpc.call<AccountNamesReply>(AUTH_SUBJECTS.accountNames, { ids }, { idempotent: true });
      return new Map(reply.accounts.map((account) => [account.id, `${account.firstname} ${account.lastname}`.trim()]));
    } catch (error) {
      logger.warn({ err: String(error) }, 'account names not available: reports listed without them');
      return new Map();
    }
  }
}

export function toDelivery(row: DeliveryRow, byName: string): Delivery {
  return {
    id: row.id,
    setId: row.setId,
    kind: row.kind,
    created: row.createdAt.toISOString(),
    byId: row.accountId,
    byName,
    to: row.recipient ?? null,
    cc: row.cc,
    detail: row.detail,
  };
}
