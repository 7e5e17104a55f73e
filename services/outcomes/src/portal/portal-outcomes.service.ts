import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Lang, OutcomeAnswersInput, Principal, PortalOutcome, PortalOutcomeList, PortalOutcomeSummary, PortalResultStored } from '@openset/contracts';
import { findPage, forbidden, isUuid, notFound, unauthenticated } from '@openset/server-kit';
import { ClientOutcomeSchema, type ClientOutcomeRow } from '../client-outcomes/client-outcome.entity.js';
import { ResultsStore } from '../client-outcomes/results.store.js';
import { DefinitionsService } from '../definitions/definitions.service.js';
import { OutcomeEvents, rowActor } from '../outcome-events.js';

/** The signed-in client of a portal call (the gateway resolved the portal session): their id and language. */
export function signedInClient(principal: Principal | null): { clientId: string; lang: Lang } {
  if (!principal) throw unauthenticated();
  if (principal.role !== 'client') throw forbidden('Client portal only');
  return { clientId: principal.accountId, lang: principal.lang };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The client's questionnaires in the portal: only their own client outcomes that are enabled and
 * not stopped; any other id is ERRNOTFOUND. Answers are scored on the server and stored once per
 * Idempotency-Key; they close the invitation waiting.
 */
@Injectable()
export class PortalOutcomesService {
  constructor(
    private readonly em: EntityManager,
    private readonly definitions: DefinitionsService,
    private readonly results: ResultsStore,
    private readonly events: OutcomeEvents,
  ) {}

  async list(clientId: string, page: { skip: number; limit: number }, lang: Lang): Promise<PortalOutcomeList> {
    const [rows, total] = await findPage(
      this.em,
      ClientOutcomeSchema,
      { clientId, enabled: true, clientStopped: false, openSince: { $ne: null } },
      { offset: page.skip, limit: page.limit, orderBy: { openSince: 'asc', id: 'asc' } },
    );
    const names = await this.definitions.names(rows, lang);
    return { items: rows.map((row) => summary(row, names.get(row.definitionId))), total };
  }

  async get(clientId: string, id: string, lang: Lang): Promise<PortalOutcome> {
    const row = await this.own(clientId, id);
    const definition = this.definitions.viewOf(await this.definitions.current(row.type, row.definitionId), lang);
    return { ...summary(row, definition), definition };
  }

  async submit(clientId: string, id: string, input: OutcomeAnswersInput, key: string | undefined): Promise<PortalResultStored> {
    const row = await this.own(clientId, id, true);
    const { result } = await this.results.store(row, input, {
      source: 'portal',
      enteredBy: null,
      takenOn: today(),
      corrects: null,
      key,
      actor: rowActor(row),
      requireOpen: true,
    });
    return { id: result.id, submitted: result.submittedAt.toISOString() };
  }

  /** The client stops receiving it (clientStopped); the clinician may start it again. */
  async stop(clientId: string, id: string): Promise<void> {
    const row = await this.own(clientId, id, true);
    row.clientStopped = true;
    this.events.record('outcomeClientStopped', rowActor(row), { clientOutcomeId: row.id, clientId });
    await this.em.flush();
  }

  private async own(clientId: string, id: string, lock = false): Promise<ClientOutcomeRow> {
    const row = isUuid(id)
      ? await this.em.findOne(ClientOutcomeSchema, { id, clientId, enabled: true, clientStopped: false }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
      : null;
    if (!row) throw notFound('No such questionnaire');
    return row;
  }
}

function summary(row: ClientOutcomeRow, name: { abbreviation: string; name: string } | undefined): PortalOutcomeSummary {
  return {
    id: row.id,
    abbreviation: name?.abbreviation ?? '',
    name: name?.name ?? '',
    instructions: row.instructions,
    due: row.openSince !== null,
    dueSince: row.openSince?.toISOString() ?? null,
    lastSubmitted: row.lastSubmittedAt?.toISOString() ?? null,
  };
}
