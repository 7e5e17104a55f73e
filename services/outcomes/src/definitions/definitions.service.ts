import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CUSTOM_OUTCOME_TYPE,
  type CustomOutcomeCreate,
  type CustomOutcomeUpdate,
  type Lang,
  type OutcomeDefinition,
  type OutcomeDefinitionListQuery,
  type OutcomeDefinitionPage,
  type OutcomeDefinitionSummary,
} from '@openset/contracts';
import { canSee, canWrite, findPage, forbidden, grantsFilter, isRecordedAlready, isUuid, notFound, ownershipFor, visibleGrants, type Scope, type Viewer } from '@openset/server-kit';
import { CustomDefinitionSchema, DefinitionVersionSchema, ownedOf, type CustomDefinitionRow, type DefinitionContent } from '../custom/custom-definition.entity.js';
import { checkCustomDefinition } from '../custom/custom-rules.js';
import { INSTRUMENTS, instrumentOf } from '../instruments/index.js';
import { OutcomeEvents, viewerActor } from '../outcome-events.js';
import { customSummary, customView, standardSummary, standardView } from './definition-view.js';

/** What a client outcome is answered on: a standard instrument, or one version of a custom outcome. */
export type ResolvedDefinition =
  | { kind: 'standard'; type: string; id: string; version: string }
  | { kind: 'custom'; type: typeof CUSTOM_OUTCOME_TYPE; id: string; version: string; row: CustomDefinitionRow; content: DefinitionContent };

const TAB_SCOPES: Record<'custom' | 'user' | 'team' | 'org', Scope[]> = { custom: ['user', 'team', 'org'], user: ['user'], team: ['team'], org: ['org'] };
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Outcome definitions: the standard instruments (the registry, never changed here) and custom
 * outcomes, seen and changed under the one visibility rule with the teamOutcomes and orgOutcomes
 * sharing levels. Every save of a custom outcome is a new version, kept whole: results name theirs.
 */
@Injectable()
export class DefinitionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: OutcomeEvents,
  ) {}

  async list(query: OutcomeDefinitionListQuery, viewer: Viewer, lang: Lang): Promise<OutcomeDefinitionPage> {
    const search = query.search ? folded(query.search) : '';
    const standard =
      query.archived || !['all', 'standard'].includes(query.tab)
        ? []
        : Object.values(INSTRUMENTS)
            .map((instrument) => standardSummary(instrument.definition, lang))
            .filter((item) => !search || folded(`${item.abbreviation} ${item.name}`).includes(search));
    const items: OutcomeDefinitionSummary[] = standard.slice(query.skip, query.skip + query.limit);
    if (query.tab === 'standard') return { items, total: standard.length };
    const scopes = query.tab === 'all' ? TAB_SCOPES.custom : TAB_SCOPES[query.tab];
    const grants = visibleGrants(viewer, 'outcomes', scopes);
    if (grants.length === 0) return { items, total: standard.length };
    const like = query.search ? `%${escapeLike(query.search)}%` : null;
    const where = {
      archived: query.archived,
      $and: [{ $or: grantsFilter(grants) }, ...(like ? [{ $or: [{ title: { $ilike: like } }, { abbreviation: { $ilike: like } }] }] : [])],
    };
    const offset = Math.max(0, query.skip - standard.length);
    const limit = query.limit - items.length;
    if (limit === 0) return { items, total: standard.length + (await this.em.count(CustomDefinitionSchema, where)) };
    const [rows, total] = await findPage(this.em, CustomDefinitionSchema, where, { offset, limit, orderBy: { title: 'asc', id: 'asc' } });
    return { items: [...items, ...rows.map((row) => customSummary(row, viewer))], total: standard.length + total };
  }

  /** One definition to show: a standard one in `lang`, a custom one (in its own language) the viewer sees; else ERRNOTFOUND. */
  async view(id: string, viewer: Viewer, lang: Lang, requestId: string): Promise<OutcomeDefinition> {
    const instrument = instrumentOf(id);
    if (instrument) return standardView(instrument.definition, lang);
    const row = await this.visibleCustom(id, viewer);
    await this.recordView(row, viewer, requestId);
    return customView(row, viewer);
  }

  async create(input: CustomOutcomeCreate, viewer: Viewer): Promise<OutcomeDefinition> {
    checkCustomDefinition(input);
    const owner = ownershipFor(viewer, input.scope, 'outcomes');
    const row = this.em.create(CustomDefinitionSchema, {
      scope: input.scope,
      ownerId: viewer.accountId,
      teamId: owner.teamId,
      orgId: owner.orgId,
      ...contentOf(input),
      version: 1,
      archived: false,
    });
    // Its first version names it (a foreign key the ORM does not know of): the row goes first.
    await this.em.flush();
    this.keepVersion(row);
    this.events.record('definitionCreated', viewerActor(viewer), { definitionId: row.id });
    await this.em.flush();
    return customView(row, viewer);
  }

  async update(id: string, input: CustomOutcomeUpdate, viewer: Viewer): Promise<OutcomeDefinition> {
    checkCustomDefinition(input);
    const row = await this.writableCustom(id, viewer);
    Object.assign(row, contentOf(input), { version: row.version + 1 });
    this.keepVersion(row);
    this.events.record('definitionUpdated', viewerActor(viewer), { definitionId: row.id, version: String(row.version) });
    await this.em.flush();
    return customView(row, viewer);
  }

  async setArchived(id: string, archived: boolean, viewer: Viewer): Promise<OutcomeDefinition> {
    const row = await this.writableCustom(id, viewer);
    if (row.archived !== archived) {
      row.archived = archived;
      this.events.record(archived ? 'definitionArchived' : 'definitionUnarchived', viewerActor(viewer), { definitionId: row.id });
      await this.em.flush();
    }
    return customView(row, viewer);
  }

  /**
   * What a new assignment is answered on: a standard type, or a custom outcome the viewer sees and
   * that is not archived (ERRNOTFOUND / ERROPERATION otherwise).
   */
  async forAssignment(type: string, definitionId: string | undefined, viewer: Viewer): Promise<ResolvedDefinition> {
    if (type !== CUSTOM_OUTCOME_TYPE) {
      const instrument = instrumentOf(type);
      if (!instrument) throw notFound('No such outcome');
      return { kind: 'standard', type, id: type, version: instrument.definition.version };
    }
    const row = await this.visibleCustom(definitionId ?? '', viewer);
    if (row.archived) throw forbidden('This custom outcome is archived');
    return { kind: 'custom', type: CUSTOM_OUTCOME_TYPE, id: row.id, version: String(row.version), row, content: row };
  }

  /** The current version of an assigned outcome's definition, whoever asks (the client, the scheduler). */
  async current(type: string, definitionId: string): Promise<ResolvedDefinition> {
    if (type !== CUSTOM_OUTCOME_TYPE) {
      const instrument = instrumentOf(type);
      if (!instrument) throw notFound('No such outcome');
      return { kind: 'standard', type, id: type, version: instrument.definition.version };
    }
    const row = isUuid(definitionId) ? await this.em.findOne(CustomDefinitionSchema, { id: definitionId }) : null;
    if (!row) throw notFound('No such outcome');
    return { kind: 'custom', type: CUSTOM_OUTCOME_TYPE, id: row.id, version: String(row.version), row, content: row };
  }

  /** One stored version of a custom outcome (a result's). */
  async version(definitionId: string, version: string): Promise<DefinitionContent | null> {
    const row = await this.em.findOne(DefinitionVersionSchema, { definitionId, version: Number(version) });
    return row?.content ?? null;
  }

  /** The reader's view of an assigned outcome's definition (names of the outcomes manager, the portal's questionnaire). */
  viewOf(resolved: ResolvedDefinition, lang: Lang, viewer: Viewer | null = null): OutcomeDefinition {
    return resolved.kind === 'standard' ? standardView(instrumentOf(resolved.type)!.definition, lang) : customView(resolved.row, viewer, resolved.content);
  }

  /** Names of definitions by id, for lists: custom rows read in one statement. */
  async names(ids: { type: string; definitionId: string }[], lang: Lang): Promise<Map<string, { abbreviation: string; name: string; version: string }>> {
    const names = new Map<string, { abbreviation: string; name: string; version: string }>();
    const custom = [...new Set(ids.filter((id) => id.type === CUSTOM_OUTCOME_TYPE && isUuid(id.definitionId)).map((id) => id.definitionId))];
    const rows = custom.length ? await this.em.find(CustomDefinitionSchema, { id: { $in: custom } }) : [];
    for (const row of rows) names.set(row.id, { abbreviation: row.abbreviation, name: row.title, version: String(row.version) });
    for (const { type } of ids) {
      const instrument = type === CUSTOM_OUTCOME_TYPE ? undefined : instrumentOf(type);
      if (instrument) names.set(type, { abbreviation: instrument.definition.abbreviation, name: instrument.definition.name[lang], version: instrument.definition.version });
    }
    return names;
  }

  private async visibleCustom(id: string, viewer: Viewer): Promise<CustomDefinitionRow> {
    const row = isUuid(id) ? await this.em.findOne(CustomDefinitionSchema, { id }) : null;
    if (!row || !canSee(viewer, ownedOf(row), 'outcomes')) throw notFound('No such outcome');
    return row;
  }

  private async writableCustom(id: string, viewer: Viewer): Promise<CustomDefinitionRow> {
    if (instrumentOf(id)) throw forbidden('Standard instruments cannot be changed');
    const row = await this.visibleCustom(id, viewer);
    if (!canWrite(viewer, ownedOf(row), 'outcomes')) throw forbidden('Read-only outcome');
    return row;
  }

  private keepVersion(row: CustomDefinitionRow): void {
    this.em.create(DefinitionVersionSchema, { definitionId: row.id, version: row.version, content: contentOf(row) });
  }

  private async recordView(row: CustomDefinitionRow, viewer: Viewer, requestId: string): Promise<void> {
    this.events.record('definitionViewed', viewerActor(viewer), { definitionId: row.id }, `${requestId}\n${row.id}`);
    await flushView(this.em);
  }
}

const contentOf = (input: DefinitionContent): DefinitionContent => ({
  lang: input.lang,
  title: input.title,
  abbreviation: input.abbreviation,
  instructions: input.instructions,
  questions: input.questions,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);


/** A view's event, flushed in a short transaction of its own; a read sent again (the same request id) records none. */
export async function flushView(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (!isRecordedAlready(error)) throw error;
  }
}
