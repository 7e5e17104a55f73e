import type { AssignedOutcome, OutcomeResult, OutcomeResultSummary } from '@openset/contracts';
import { statusOf } from '../schedules/schedule.js';
import type { ClientOutcomeRow } from './client-outcome.entity.js';
import type { ResultRow } from './result.entity.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function toResultSummary(row: ResultRow, correctedBy: string | null): OutcomeResultSummary {
  return {
    id: row.id,
    clientOutcomeId: row.clientOutcomeId,
    definitionVersion: row.definitionVersion,
    submitted: row.submittedAt.toISOString(),
    takenOn: row.takenOn,
    source: row.source,
    enteredBy: row.enteredBy ?? null,
    corrects: row.corrects ?? null,
    correctedBy,
    scores: row.scores,
  };
}

export function toResult(row: ResultRow, correctedBy: string | null): OutcomeResult {
  return { ...toResultSummary(row, correctedBy), answers: row.answers as OutcomeResult['answers'], modules: row.modules };
}

export interface AssignedExtras {
  clientName: string;
  abbreviation: string;
  name: string;
  definitionVersion: string;
  latest: OutcomeResultSummary[];
  resultsHidden: boolean;
}

export function toAssigned(row: ClientOutcomeRow, extras: AssignedExtras): AssignedOutcome {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: extras.clientName,
    type: row.type,
    kind: row.type === 'custom' ? 'custom' : 'standard',
    definitionId: row.definitionId,
    definitionVersion: extras.definitionVersion,
    abbreviation: extras.abbreviation,
    name: extras.name,
    enabled: row.enabled,
    clientStopped: row.clientStopped,
    status: statusOf(row),
    schedule: { kind: row.scheduleKind, startAt: iso(row.startAt), intervalDays: row.intervalDays ?? null, endAt: iso(row.endAt), reminderDays: row.reminderDays ?? null },
    instructions: row.instructions,
    nextInvitationAt: iso(row.nextInvitationAt),
    lastInvitationAt: iso(row.lastInvitationAt),
    invitationsSent: row.invitationsSent,
    remindersSent: row.remindersSent,
    resultCount: row.resultCount,
    latest: extras.resultsHidden ? [] : extras.latest,
    resultsHidden: extras.resultsHidden,
    assignedBy: row.assignedBy,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}
