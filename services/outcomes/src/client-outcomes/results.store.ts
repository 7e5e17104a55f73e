import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OutcomeAnswersInput } from '@openset/contracts';
import { isUuid, notFound, operationRefused } from '@openset/server-kit';
import { createHash } from 'node:crypto';
import { DefinitionsService } from '../definitions/definitions.service.js';
import { OutcomeEvents, type EventActor } from '../outcome-events.js';
import type { ClientOutcomeRow } from './client-outcome.entity.js';
import { scoreSubmission } from './result-scoring.js';
import { ResultSchema, type ResultRow } from './result.entity.js';

export interface Submission {
  source: 'portal' | 'clinician';
  enteredBy: string | null;
  /** The day answered (YYYY-MM-DD). */
  takenOn: string;
  corrects: string | null;
  /** The Idempotency-Key it came with. */
  key: string | undefined;
  actor: EventActor;
  /** Refuse (ERROPERATION) unless an invitation waits for answers (the portal). */
  requireOpen?: boolean;
}

/** An array bound as one PostgreSQL array literal. */
const pgArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Results: scored on the server when they are stored, with the definition version they were
 * answered on, and never changed (a correction is a new result naming the one it corrects).
 */
@Injectable()
export class ResultsStore {
  constructor(
    private readonly em: EntityManager,
    private readonly definitions: DefinitionsService,
    private readonly events: OutcomeEvents,
  ) {}

  /**
   * Stores a result of `row` (locked by the caller). A repeat of the same Idempotency-Key within a
   * day gets the first answer from the kit (RequestContextInterceptor); one later still finds the
   * result by the key's hash, as the portal's outbox may send answers again after days offline.
   * Answers the stored result and whether it was stored now.
   */
  async store(row: ClientOutcomeRow, input: OutcomeAnswersInput, submission: Submission): Promise<{ result: ResultRow; stored: boolean }> {
    const keyHash = submission.key === undefined ? null : createHash('sha256').update(`outcome-result\n${submission.key}`).digest('base64url');
    if (keyHash !== null) {
      const earlier = await this.em.findOne(ResultSchema, { clientOutcomeId: row.id, keyHash });
      if (earlier) return { result: earlier, stored: false };
    }
    if (submission.requireOpen && row.openSince === null) throw operationRefused('Nothing is waiting for answers');
    if (submission.corrects !== null) {
      const corrected = isUuid(submission.corrects) ? await this.em.findOne(ResultSchema, { id: submission.corrects, clientOutcomeId: row.id }) : null;
      if (!corrected) throw notFound('No such result to correct');
    }
    const definition = await this.definitions.current(row.type, row.definitionId);
    const scored = scoreSubmission(definition, input);
    const now = new Date();
    const result = this.em.create(ResultSchema, {
      clientOutcomeId: row.id,
      clientId: row.clientId,
      definitionId: definition.id,
      definitionVersion: definition.version,
      submittedAt: now,
      takenOn: submission.takenOn,
      source: submission.source,
      enteredBy: submission.enteredBy,
      corrects: submission.corrects,
      keyHash,
      answers: scored.answers,
      modules: scored.modules,
      scores: scored.scores,
    });
    // Answers close the invitation waiting: no more reminders for it.
    row.resultCount += 1;
    row.lastSubmittedAt = now;
    row.openSince = null;
    row.nextReminderAt = null;
    row.openReminders = 0;
    // The client's clinician hears of answers from the portal (a notification, made from the event).
    this.events.record('resultCreated', submission.actor, {
      clientOutcomeId: row.id,
      clientId: row.clientId,
      clinicianId: row.ownerId,
      resultId: result.id,
      source: submission.source,
    });
    await this.em.flush();
    return { result, stored: true };
  }

  /** For each of these results, the later result that corrects it (if any). */
  async correctedBy(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ id: string; corrects: string }[]>(
      `select "id", "corrects" from "outcomes"."results" where "corrects" = any(?::uuid[]) order by "submitted_at"`,
      [pgArray(ids)],
    );
    return new Map(rows.map((row) => [row.corrects, row.id]));
  }

  /** The newest results of each of these client outcomes (at most `count` each), newest first. */
  async latest(outcomeIds: string[], count = 3): Promise<Map<string, ResultRow[]>> {
    const latest = new Map<string, ResultRow[]>();
    if (outcomeIds.length === 0) return latest;
    const ids = await this.em.execute<{ id: string }[]>(
      `select "id" from (select "id", row_number() over (partition by "client_outcome_id" order by "submitted_at" desc) as "n"
         from "outcomes"."results" where "client_outcome_id" = any(?::uuid[])) as "ranked" where "n" <= ?`,
      [pgArray(outcomeIds), count],
    );
    const rows = ids.length ? await this.em.find(ResultSchema, { id: { $in: ids.map((row) => row.id) } }, { orderBy: { submittedAt: 'desc' } }) : [];
    for (const row of rows) latest.set(row.clientOutcomeId, [...(latest.get(row.clientOutcomeId) ?? []), row]);
    return latest;
  }
}
