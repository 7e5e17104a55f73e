import { Injectable } from '@nestjs/common';
import { VISIBILITY_SUBJECTS, type ExercisesVisibleReply, type SetContent, type SetElement } from '@openset/contracts';
import { notFound, RpcClient } from '@openset/server-kit';
import { namedIds } from './set-rules.js';

/**
 * Asks the exercises service whether the caller may see every exercise, thumbnail and resource a
 * set (or a draft) names (its rules: stock, own, team or org by sharing). One foreign or unknown
 * id refuses the save with the same ERRNOTFOUND, naming no id, so nobody learns what exists.
 */
@Injectable()
export class ExerciseVisibility {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * `stored`: the content the set holds now. Ids it already names were checked when they came in,
   * and stay: a team-mate changing a shared client's set keeps its author's own exercises (copies)
   * without seeing them in their library. Only ids this save adds are asked about.
   */
  async requireVisible(
    accountId: string,
    elements: readonly SetElement[],
    stored: readonly SetElement[] = [],
    education: SetContent['education'] = [],
    storedEducation: SetContent['education'] = [],
  ): Promise<void> {
    const before = namedIds(stored);
    const named = namedIds(elements);
    const elementIds = named.elementIds.filter((id) => !before.elementIds.includes(id));
    const resourceIds = named.resourceIds.filter((id) => !before.resourceIds.includes(id));
    // Education: the articles (stock ids, custom snapshots) the save adds, by the same rule.
    const educationBefore = new Set(storedEducation.map((item) => item.id));
    const educationIds = [...new Set(education.map((item) => item.id))].filter((id) => !educationBefore.has(id));
    if (elementIds.length === 0 && resourceIds.length === 0 && educationIds.length === 0) return;
    const reply = await this.rpc.call<ExercisesVisibleReply>(VISIBILITY_SUBJECTS.exercisesVisible, { accountId, elementIds, resourceIds, educationIds }, { idempotent: true });
    const elementsSeen = new Set(reply.elementIds);
    const resourcesSeen = new Set(reply.resourceIds);
    const educationSeen = new Set(reply.educationIds);
    if (elementIds.some((id) => !elementsSeen.has(id)) || resourceIds.some((id) => !resourcesSeen.has(id)) || educationIds.some((id) => !educationSeen.has(id))) {
      throw notFound('No such exercise or resource');
    }
  }
}
