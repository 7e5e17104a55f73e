import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  type AssignedOutcome,
  type AssignedOutcomeListQuery,
  type AssignedOutcomePage,
  type AssignOutcome,
  type ManualResult,
  type OutcomeExists,
  type OutcomeHistory,
  type OutcomeResult,
  type UpdateAssignedOutcome,
} from '@openset/contracts';
import { afterCommit, findPage, forbidden, isUuid, notFound, operationRefused, serverConfig } from '@openset/server-kit';
import { DefinitionsService, flushView } from '../definitions/definitions.service.js';
import { OutcomeEvents } from '../outcome-events.js';
import { InvitationSender } from '../schedules/invitation-sender.js';
import { planNext, sameSchedule, scheduleFields } from '../schedules/schedule.js';
import { Scheduler } from '../schedules/scheduler.js';
import { ClientOutcomeSchema, type ClientOutcomeRow } from './client-outcome.entity.js';
import { toAssigned, toResult, toResultSummary } from './outcome.mapper.js';
import { actorOfWho, OutcomeAccess, type OutcomeViewer } from './outcome-access.js';
import { ResultSchema } from './result.entity.js';
import { ResultsStore } from './results.store.js';

const STATUS_FILTERS: Record<Exclude<AssignedOutcomeListQuery['status'], 'all'>, Record<string, unknown>> = {
  stopped: { enabled: false },
  clientStopped: { enabled: true, clientStopped: true },
  due: { enabled: true, clientStopped: false, openSince: { $ne: null } },
  scheduled: { enabled: true, clientStopped: false, openSince: null, nextInvitationAt: { $ne: null } },
  idle: { enabled: true, clientStopped: false, openSince: null, nextInvitationAt: null },
};
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Client outcomes as the clinicians see them (spec section 7): assigned, changed, stopped and
 * started again, resent, deleted, and results entered by hand. Access first on every call: the
 * client must be one the caller sees (else ERRNOTFOUND); results need health access. Every view
 * and change is an activity-log event.
 */
@Injectable()
export class ClientOutcomesService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: OutcomeAccess,
    private readonly definitions: DefinitionsService,
    private readonly results: ResultsStore,
    private readonly sender: InvitationSender,
    private readonly scheduler: Scheduler,
    private readonly events: OutcomeEvents,
  ) {}

  async list(query: AssignedOutcomeListQuery, who: OutcomeViewer): Promise<AssignedOutcomePage> {
    if (query.clientId !== undefined) await this.access.client(who, query.clientId);
    const where = {
      ownerId: { $in: who.owners },
      ...(query.clientId !== undefined ? { clientId: query.clientId } : {}),
      ...(query.status === 'all' ? {} : STATUS_FILTERS[query.status]),
    };
    const orderBy =
      query.sort === 'next'
        ? ({ nextInvitationAt: 'asc nulls last', id: 'asc' } as const)
        : query.sort === 'client'
          ? ({ clientId: 'asc', createdAt: 'desc', id: 'asc' } as const)
          : ({ createdAt: 'desc', id: 'asc' } as const);
    const [rows, total] = await findPage(this.em, ClientOutcomeSchema, where, { offset: query.skip, limit: query.limit, orderBy });
    const seen = await this.access.clients(who, rows.map((row) => row.clientId));
    // A client the caller no longer sees (moved to another clinician) is left out of the page.
    return { items: await this.toWire(rows.filter((row) => seen.has(row.clientId)), who, seen), total };
  }

  async get(id: string, who: OutcomeViewer, requestId: string): Promise<AssignedOutcome> {
    const { row, client } = await this.visible(id, who);
    this.events.record('outcomeViewed', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId }, `${requestId}\n${row.id}`);
    await flushView(this.em);
    return (await this.toWire([row], who, new Map([[client.id, client]])))[0]!;
  }

  async assign(body: AssignOutcome, who: OutcomeViewer): Promise<AssignedOutcome> {
    const client = await this.access.client(who, body.clientId);
    if (client.archived) throw forbidden('The client is archived');
    const definition = await this.definitions.forAssignment(body.type, body.definitionId, who.viewer);
    const now = new Date();
    const schedule = scheduleFields(body.schedule, now);
    const row = this.em.create(ClientOutcomeSchema, {
      prefix: serverConfig.natsPrefix,
      clientId: client.id,
      ownerId: who.viewer.accountId,
      assignedBy: who.viewer.accountId,
      teamId: who.viewer.teamId,
      orgId: who.viewer.orgId,
      type: definition.type,
      definitionId: definition.id,
      enabled: true,
      clientStopped: false,
      ...schedule,
      instructions: body.instructions,
      nextInvitationAt: null,
      openSince: null,
      nextReminderAt: null,
      openReminders: 0,
      lastInvitationAt: null,
      invitationsSent: 0,
      remindersSent: 0,
      resultCount: 0,
      lastSubmittedAt: null,
    });
    row.nextInvitationAt = planNext(row, now);
    this.events.record('outcomeCreated', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId, type: row.type });
    await this.em.flush();
    await this.kickIfDue(row, now);
    return (await this.toWire([row], who, new Map([[client.id, client]])))[0]!;
  }

  async update(id: string, body: UpdateAssignedOutcome, who: OutcomeViewer): Promise<AssignedOutcome> {
    const { row, client } = await this.visible(id, who, true);
    const now = new Date();
    // A whole PUT repeats the schedule it read: without a start, the kind's stored start stays;
    // only a different schedule is planned again.
    const schedule = scheduleFields(body.schedule, row.scheduleKind === body.schedule.kind && row.startAt ? row.startAt : now);
    const rescheduled = !sameSchedule(row, schedule);
    const restarted = body.enabled && (!row.enabled || row.clientStopped);
    if (rescheduled) Object.assign(row, schedule);
    if (!body.enabled && row.enabled) this.events.record('outcomeDisabled', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId });
    if (restarted) this.events.record('outcomeEnabled', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId });
    row.enabled = body.enabled;
    // Enabling an outcome sets clientStopped false (spec section 4).
    if (body.enabled) row.clientStopped = false;
    row.instructions = body.instructions;
    if (rescheduled || restarted) row.nextInvitationAt = planNext(row, now);
    this.events.record('outcomeUpdated', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId });
    await this.em.flush();
    await this.kickIfDue(row, now);
    return (await this.toWire([row], who, new Map([[client.id, client]])))[0]!;
  }

  async delete(id: string, who: OutcomeViewer): Promise<void> {
    const { row } = await this.visible(id, who, true);
    this.events.record('outcomeDeleted', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId });
    this.em.remove(row);
    await this.em.flush();
  }

  /** Sends the invitation again now: the one waiting, or a new one (a manual outcome's way to ask). */
  async resend(id: string, who: OutcomeViewer): Promise<AssignedOutcome> {
    const { row, client } = await this.visible(id, who, true);
    if (!row.enabled || row.clientStopped) throw operationRefused('This outcome is stopped');
    if (client.archived) throw forbidden('The client is archived');
    await this.sender.send(row, 'resend', new Date(), actorOfWho(who));
    await this.em.flush();
    return (await this.toWire([row], who, new Map([[client.id, client]])))[0]!;
  }

  async exists(clientId: string, type: string, definitionId: string, who: OutcomeViewer): Promise<OutcomeExists> {
    await this.access.client(who, clientId);
    const row = await this.em.findOne(ClientOutcomeSchema, { clientId, type, definitionId }, { orderBy: { enabled: 'desc', createdAt: 'desc' } });
    return { exists: row !== null, id: row?.id ?? null };
  }

  async submitManual(id: string, body: ManualResult, who: OutcomeViewer, key: string | undefined): Promise<OutcomeResult> {
    this.access.requireResults(who);
    const { row } = await this.visible(id, who, true);
    const { result } = await this.results.store(row, body, {
      source: 'clinician',
      enteredBy: who.viewer.accountId,
      takenOn: body.takenOn ?? today(),
      corrects: body.corrects ?? null,
      key,
      actor: actorOfWho(who),
    });
    return toResult(result, (await this.results.correctedBy([result.id])).get(result.id) ?? null);
  }

  async history(id: string, page: { skip: number; limit: number }, who: OutcomeViewer, requestId: string): Promise<OutcomeHistory> {
    this.access.requireResults(who);
    const { row } = await this.visible(id, who);
    const [rows, total] = await findPage(this.em, ResultSchema, { clientOutcomeId: row.id }, { offset: page.skip, limit: page.limit, orderBy: { takenOn: 'asc', submittedAt: 'asc', id: 'asc' } });
    const corrected = await this.results.correctedBy(rows.map((result) => result.id));
    this.events.record('resultViewed', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId, resultId: null }, `${requestId}\n${row.id}\nhistory`);
    await flushView(this.em);
    return { items: rows.map((result) => toResultSummary(result, corrected.get(result.id) ?? null)), total };
  }

  async result(id: string, who: OutcomeViewer, requestId: string): Promise<OutcomeResult> {
    this.access.requireResults(who);
    const result = isUuid(id) ? await this.em.findOne(ResultSchema, { id }) : null;
    if (!result) throw notFound('No such result');
    const { row } = await this.visible(result.clientOutcomeId, who);
    this.events.record('resultViewed', actorOfWho(who), { clientOutcomeId: row.id, clientId: row.clientId, resultId: result.id }, `${requestId}\n${result.id}`);
    await flushView(this.em);
    return toResult(result, (await this.results.correctedBy([result.id])).get(result.id) ?? null);
  }

  /** The client outcome, when the caller sees its client; else ERRNOTFOUND. `lock`: held until the call's transaction ends. */
  private async visible(id: string, who: OutcomeViewer, lock = false) {
    const row = isUuid(id) ? await this.em.findOne(ClientOutcomeSchema, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
    if (!row) throw notFound('No such client outcome');
    const client = await this.access.client(who, row.clientId);
    return { row, client };
  }

  /** An invitation due now goes as soon as this call's change is committed, not at the next look. */
  private async kickIfDue(row: ClientOutcomeRow, now: Date): Promise<void> {
    if (row.enabled && !row.clientStopped && row.nextInvitationAt && row.nextInvitationAt <= now) {
      await afterCommit(() => Promise.resolve(this.scheduler.kick()));
    }
  }

  private async toWire(rows: ClientOutcomeRow[], who: OutcomeViewer, clients: Map<string, { name: string }>): Promise<AssignedOutcome[]> {
    const hidden = this.access.resultsHidden(who);
    const [names, latest] = await Promise.all([
      this.definitions.names(rows, who.lang),
      hidden ? Promise.resolve(new Map<string, never[]>()) : this.results.latest(rows.map((row) => row.id)),
    ]);
    const newest = [...latest.values()].flat();
    const corrected = await this.results.correctedBy(newest.map((result) => result.id));
    return rows.map((row) => {
      const name = names.get(row.definitionId) ?? { abbreviation: '', name: '', version: '' };
      return toAssigned(row, {
        clientName: clients.get(row.clientId)?.name ?? '',
        abbreviation: name.abbreviation,
        name: name.name,
        definitionVersion: name.version,
        latest: (latest.get(row.id) ?? []).map((result) => toResultSummary(result, corrected.get(result.id) ?? null)),
        resultsHidden: hidden,
      });
    });
  }
}
