import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdherenceEntry, PageQuery } from '@openset/contracts';

/** A client's marks over a range of days (parameters: client, from, to), read or counted. */
const MARKS_OF_DAYS = `from "clients"."adherence" where "client_id" = ? and "date" between ?::date and ?::date`;
/** Those marks, oldest day first. */
const MARKS_BETWEEN = `select "set_id" as "setId", "exercise_key" as "exerciseKey", to_char("date", 'YYYY-MM-DD') as "date"
  ${MARKS_OF_DAYS} order by "date", "set_id", "exercise_key"`;

/**
 * Adherence in plain statements: marking a day done is `insert ... on conflict do nothing` and
 * undoing it a delete, so a mark sent twice (a retry, two taps) leaves one row and needs no read
 * first; an entity would read, compare and write.
 */
@Injectable()
export class AdherenceRepository {
  constructor(private readonly em: EntityManager) {}

  async mark(clientId: string, setId: string, exerciseKey: string, date: string, done: boolean): Promise<void> {
    if (done) {
      await this.em.execute(
        `insert into "clients"."adherence" ("client_id", "set_id", "exercise_key", "date") values (?, ?, ?, ?::date) on conflict do nothing`,
        [clientId, setId, exerciseKey, date],
      );
    } else {
      await this.em.execute(
        `delete from "clients"."adherence" where "client_id" = ? and "set_id" = ? and "exercise_key" = ? and "date" = ?::date`,
        [clientId, setId, exerciseKey, date],
      );
    }
  }

  /** Every mark of the days `from`..`to` (included), oldest day first. */
  async between(clientId: string, from: string, to: string): Promise<AdherenceEntry[]> {
    return this.em.execute(MARKS_BETWEEN, [clientId, from, to]);
  }

  /** A page of the same marks, and how many there are in all. */
  async page(clientId: string, from: string, to: string, page: PageQuery): Promise<{ items: AdherenceEntry[]; total: number }> {
    const [counted] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as "total" ${MARKS_OF_DAYS}`,
      [clientId, from, to],
    );
    const total = counted?.total ?? 0;
    if (page.skip >= total) return { items: [], total };
    const items = await this.em.execute<AdherenceEntry[]>(`${MARKS_BETWEEN} offset ? limit ?`, [clientId, from, to, page.skip, page.limit]);
    return { items, total };
  }
}
