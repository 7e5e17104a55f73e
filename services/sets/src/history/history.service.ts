import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { HistoryPoint, HistoryPointSummary, PageQuery } from '@openset/contracts';
import { findPage, isUuid, notFound, type Viewer } from '@openset/server-kit';
import { SetSchema, type ExerciseSetRow } from '../sets/set.entity.js';
import { ClientDirectory } from '../sets/client-directory.js';
import { HistoryPointSchema, type HistoryPointRow } from './history-point.entity.js';

const summaryOf = (point: Pick<HistoryPointRow, 'id' | 'setId' | 'createdAt' | 'type' | 'savename' | 'title' | 'exerciseCount'>): HistoryPointSummary => ({
  id: point.id,
  setId: point.setId,
  created: point.createdAt.toISOString(),
  type: point.type,
  savename: point.savename,
  title: point.title,
  exerciseCount: point.exerciseCount,
});

/**
 * History points: what a set held at each save. Written with the save, in its transaction; no
 * call changes or deletes one (the table's triggers refuse it), only deleting the set removes
 * its points. Whoever may see the set may read its points.
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientDirectory,
  ) {}

  /** A save point (or, e-mailing the set, an e-mail point) of the set as it is now, before the flush that writes it. */
  record(set: ExerciseSetRow, type: HistoryPointRow['type'] = 'save'): HistoryPointRow {
    return this.em.create(HistoryPointSchema, {
      setId: set.id,
      type,
      savename: set.savename,
      title: set.title,
      instructions: set.instructions,
      elements: set.elements,
      education: set.education,
      exerciseCount: set.exerciseCount,
    });
  }

  /** A page of the set's points, newest first (one per save: it grows with every save). */
  async list(setId: string, page: PageQuery, viewer: Viewer): Promise<{ items: HistoryPointSummary[]; total: number }> {
    await this.visibleSet(setId, viewer);
    const [points, total] = await findPage(
      this.em,
      HistoryPointSchema,
      { setId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, exclude: ['elements', 'education', 'instructions'], offset: page.skip, limit: page.limit },
    );
    return { items: points.map(summaryOf), total };
  }

  async one(id: string, viewer: Viewer): Promise<HistoryPoint> {
    const point = isUuid(id) ? await this.em.findOne(HistoryPointSchema, { id }) : null;
    if (!point) throw notFound('No such history point');
    await this.visibleSet(point.setId, viewer);
    return { ...summaryOf(point), instructions: point.instructions, elements: point.elements, education: point.education, readOnly: true };
  }

  /**
   * Whether one of the set's points shows this resource (an exercise's thumbnail or resources):
   * an image removed from the set since stays readable for whoever opens that point.
   */
  async namesResource(setId: string, resourceId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ named: boolean }[]>(
      `select exists (
         select 1 from "sets"."history_points" h, jsonb_array_elements(h."elements") e
         where h."set_id" = ? and (e->>'thumbnailId' = ? or e->'resources' @> jsonb_build_array(jsonb_build_object('resourceId', ?::text)))
       ) as "named"`,
      [setId, resourceId, resourceId],
    );
    return row?.named === true;
  }

  private async visibleSet(setId: string, viewer: Viewer): Promise<void> {
    const set = isUuid(setId) ? await this.em.findOne(SetSchema, { id: setId }, { fields: ['id', 'kind', 'scope', 'ownerId', 'teamId', 'orgId', 'clientId'] }) : null;
    if (!set || !(await this.clients.seenSets(viewer, [set]))(set)) throw notFound('No such set');
  }
}
