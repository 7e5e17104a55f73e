import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import {
  CLIENT_SETS_SUBJECTS,
  type AdherenceEntry,
  type AdherenceListQuery,
  type ClientSetsRequest,
  type ClientFeedback,
  type ConversationPageQuery,
  type DayRangeQuery,
  type DiaryEntry,
  type DiaryEntryInput,
  type DiaryListQuery,
  type DiaryType,
  type PageQuery,
  type PortalMessages,
  type PortalSetContent,
  TRACKING_DIARY_LIMIT,
  type TrackedSet,
  type Tracking,
} from '@openset/contracts';
import { findPage, isUuid, notFound, Outbox, RpcClient } from '@openset/server-kit';
import { ClientSchema } from '../clients/client.entity.js';
import { ClinicianNames } from '../clients/clinician-names.js';
import { adherenceOver, plannedExercises } from './adherence-plan.js';
import { AdherenceRepository } from './adherence.repository.js';
import { dayIn, dayRange, widenedByADay } from './day-range.js';
import { DiaryEntrySchema, type DiaryEntryRow } from './diary-entry.entity.js';
import { FeedbackSchema, type FeedbackRow } from './feedback.entity.js';

/** The clinicians' replies (a message with an author) the client has not read: counted on the portal's tab, marked read once shown. */
const unreadReplies = (clientId: string) => ({ clientId, read: false, authorId: { $ne: null } });

/**
 * The messages after `id` in the conversation's order (newest first, then by id), compared in
 * SQL: the database's times are finer than a JavaScript Date.
 */
const olderThan = (id: string) =>
  raw(
    (alias) =>
      `exists (select 1 from "clients"."feedback" as "cursor" where "cursor"."id" = ? and (${alias}."created_at" < "cursor"."created_at" or (${alias}."created_at" = "cursor"."created_at" and ${alias}."id" > "cursor"."id")))`,
    [id],
  );

const toEntry = (row: DiaryEntryRow): DiaryEntry => ({
  id: row.id,
  type: row.type as DiaryType,
  date: row.date,
  values: row.values,
  note: row.note ?? null,
  created: row.createdAt.toISOString(),
});

const toMessage = (row: FeedbackRow, names: Map<string, string>): ClientFeedback => ({
  id: row.id,
  setId: row.setId ?? null,
  text: row.text,
  created: row.createdAt.toISOString(),
  from: row.authorId ? 'clinician' : 'client',
  authorName: row.authorId ? (names.get(row.authorId) ?? null) : null,
  read: row.read,
});

/**
 * What the portal records for a client (adherence, diaries, feedback) and how the clients manager
 * reads it back. Callers have checked who asks: the client themself (portal) or a clinician who
 * sees the client and may see health information.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly em: EntityManager,
    private readonly adherence: AdherenceRepository,
    private readonly rpc: RpcClient,
    private readonly names: ClinicianNames,
    private readonly outbox: Outbox,
  ) {}

  /** A page of the client's enabled sets with their elements (sets service); without a page, the first hundred. */
  portalSets(clientId: string, page?: PageQuery): Promise<{ items: PortalSetContent[]; total: number }> {
    const request: ClientSetsRequest = { clientId, ...page };
    return this.rpc.call(CLIENT_SETS_SUBJECTS.portalSets, request, { idempotent: true });
  }

  /** The client's sets that were in the portal on some day of `from`..`to`, with when (sets service). */
  private trackedSets(clientId: string, from: string, to: string): Promise<{ items: TrackedSet[] }> {
    return this.rpc.call(CLIENT_SETS_SUBJECTS.trackedSets, { clientId, from, to }, { idempotent: true });
  }

  markDone(clientId: string, setId: string, exerciseKey: string, date: string, done: boolean): Promise<void> {
    return this.adherence.mark(clientId, setId, exerciseKey, date, done);
  }

  /** A page of the client's marks over a range of days (default: the last 28), oldest day first, and how many in all. */
  async adherenceOf(clientId: string, query: AdherenceListQuery): Promise<{ items: AdherenceEntry[]; total: number }> {
    const { from, to } = dayRange(query);
    return this.adherence.page(clientId, from, to, query);
  }

  /**
   * `entryKey`: the Idempotency-Key it came with. A repeat within a day gets the first answer from
   * the kit (once-per-key.ts); one later still finds the entry by the key's hash, as the portal's
   * outbox may send an entry again after days offline.
   */
  async addDiary(clientId: string, input: DiaryEntryInput, entryKey?: string): Promise<DiaryEntry> {
    const entryKeyHash = entryKey === undefined ? null : createHash('sha256').update(`diary-entry\n${entryKey}`).digest('base64url');
    if (entryKeyHash !== null) {
      const stored = await this.em.findOne(DiaryEntrySchema, { clientId, entryKeyHash });
      if (stored) return toEntry(stored);
    }
    const { type, date, note, ...values } = input;
    const row = this.em.create(DiaryEntrySchema, { clientId, type, date, values: values as Record<string, number | string>, note: note ?? null, entryKeyHash });
    await this.em.flush();
    return toEntry(row);
  }

  /** Deletes one of the client's own entries; any other id (another client's too) is not found. */
  async deleteDiary(clientId: string, id: string): Promise<void> {
    const deleted = isUuid(id) ? await this.em.nativeDelete(DiaryEntrySchema, { id, clientId }) : 0;
    if (deleted === 0) throw notFound('No such diary entry');
  }

  /** A page of the client's diary entries over a range of days (default: the last 28), of one type or all, newest first, and how many in all. */
  async diaries(clientId: string, query: DiaryListQuery): Promise<{ items: DiaryEntry[]; total: number }> {
    const { from, to } = dayRange(query);
    const [rows, total] = await findPage(
      this.em,
      DiaryEntrySchema,
      { clientId, date: { $gte: from, $lte: to }, ...(query.type ? { type: query.type } : {}) },
      { orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }], offset: query.skip, limit: query.limit },
    );
    return { items: rows.map(toEntry), total };
  }

  /** The client's message; their primary contact hears of it (a notification, made from the event). */
  async addFeedback(clientId: string, text: string, setId: string | null): Promise<void> {
    const [client] = await this.em.execute<{ owner_id: string }[]>(
      `update "clients"."clients" set "unread_feedback" = "unread_feedback" + 1 where "id" = ? returning "owner_id"`,
      [clientId],
    );
    this.em.create(FeedbackSchema, { clientId, text, setId, read: false });
    if (client) {
      this.outbox.record({ type: 'clients.clientMessageReceived', actorId: null, orgId: null, teamId: null, data: { clientId, clinicianId: client.owner_id } });
    }
    await this.em.flush();
  }

  /** A clinician's reply, unread by the client until the portal shows it; not counted as the client's unread messages. */
  async addReply(clientId: string, authorId: string, text: string): Promise<ClientFeedback> {
    const row = this.em.create(FeedbackSchema, { clientId, text, setId: null, authorId, read: false });
    await this.em.flush();
    return toMessage(row, await this.names.of([authorId]));
  }

  /**
   * A page of the client's conversation (their messages and the replies), newest first, and how
   * many there are in all; after `before`, one of the client's messages, and how many are older
   * than it (ERRNOTFOUND when it is not one of theirs).
   */
  async feedback(clientId: string, page: ConversationPageQuery): Promise<{ items: ClientFeedback[]; total: number }> {
    if (page.before !== undefined && !(isUuid(page.before) && (await this.em.count(FeedbackSchema, { id: page.before, clientId })))) {
      throw notFound('No such message in this conversation');
    }
    // Each read builds its own filter: a raw fragment is spent once it is used as a key.
    const where = () => (page.before === undefined ? { clientId } : { clientId, [olderThan(page.before)]: [] });
    const [rows, total] = await Promise.all([
      this.em.find(FeedbackSchema, where(), { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], offset: page.skip, limit: page.limit }),
      this.em.count(FeedbackSchema, where()),
    ]);
    const names = await this.names.of(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])));
    return { items: rows.map((row) => toMessage(row, names)), total };
  }

  /** The portal's page of the conversation, with the replies the client has not seen on any page. */
  async portalMessages(clientId: string, page: ConversationPageQuery): Promise<PortalMessages> {
    const [messages, newReplies] = await Promise.all([
      this.feedback(clientId, page),
      this.em.count(FeedbackSchema, unreadReplies(clientId)),
    ]);
    return { ...messages, newReplies };
  }

  /** The client has seen the replies (the portal showed them). */
  async markRepliesRead(clientId: string): Promise<void> {
    await this.em.nativeUpdate(FeedbackSchema, unreadReplies(clientId), { read: true });
  }

  /**
   * The client's row is locked first: a message sent meanwhile is then either marked read here
   * or counted after the reset, never left unread with a count of 0.
   */
  async markFeedbackRead(clientId: string): Promise<void> {
    await this.em.execute(`select 1 from "clients"."clients" where "id" = ? for update`, [clientId]);
    await this.em.nativeUpdate(FeedbackSchema, { clientId, read: false, authorId: null }, { read: true });
    await this.em.nativeUpdate(ClientSchema, { id: clientId }, { unreadFeedback: 0 });
  }

  /**
   * Adherence to the sets that were in the portal over the range (`adherenceOver`), and the diary
   * entries. The client dates marks by their own day, so the times a set was in the portal are
   * counted in the client's time zone too (`timeZone`, UTC when unknown): the sets are asked for
   * over a day more on each side, as a day of the range can start up to 14 hours off UTC's. The
   * range ends by default on the client's today, and no later day counts as planned.
   */
  async tracking(clientId: string, timeZone: string | null, query: DayRangeQuery): Promise<Tracking> {
    const now = new Date().toISOString();
    const dayOfClient = dayIn(timeZone);
    const today = dayOfClient(now);
    const { from, to, days } = dayRange(query, today);
    const around = widenedByADay(from, to);
    const [done, sets, diaries] = await Promise.all([
      this.adherence.between(clientId, from, to),
      this.trackedSets(clientId, around.from, around.to),
      this.diaries(clientId, { from, to, skip: 0, limit: TRACKING_DIARY_LIMIT }),
    ]);
    const shown = diaries.items.length < diaries.total ? wholeDays(diaries.items) : diaries.items;
    return { from, to, timeZone, adherence: adherenceOver(days, plannedExercises(sets.items, dayOfClient, now), done, today), diaries: shown, diaryTotal: diaries.total };
  }
}

/**
 * Entries (newest first) cut by a limit, without the oldest day's: the limit may have cut that
 * day, and a chart of the day's total would show it low. Kept when it is the only day.
 */
function wholeDays(newestFirst: DiaryEntry[]): DiaryEntry[] {
  const cutDay = newestFirst.at(-1)?.date;
  const whole = newestFirst.filter((entry) => entry.date !== cutDay);
  return whole.length > 0 ? whole : newestFirst;
}
