import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExercisesVisibleReply, ExercisesVisibleRequest } from '@openset/contracts';
import { AccessService, canSee, isUuid } from '@openset/server-kit';
import { EducationService } from '../education/education.service.js';
import { ResourcesService } from '../resources/resources.service.js';

interface OwnershipRow {
  id: string;
  scope: 'stock' | 'user' | 'team' | 'org';
  owner_id: string | null;
  team_id: string | null;
  org_id: string | null;
}

/**
 * Which elements, resources and education articles an account may see, for another service about to store their ids
 * (a set names its exercises' stock or custom ids, thumbnails and resources). The same rules as
 * the browser: stock for everybody, custom by owner and team/org sharing.
 */
@Injectable()
export class VisibilityService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessService,
    private readonly resources: ResourcesService,
    private readonly education: EducationService,
  ) {}

  async visible(request: ExercisesVisibleRequest): Promise<ExercisesVisibleReply> {
    const viewer = await this.access.viewerOf(request.accountId);
    const elementIds = [...new Set(request.elementIds.filter(isUuid))];
    const rows = elementIds.length === 0
      ? []
      : await this.em.execute<OwnershipRow[]>(
          `select "id", "scope", "owner_id", "team_id", "org_id" from "exercises"."elements" where "id" in (${elementIds.map(() => '?').join(', ')})`,
          elementIds,
        );
    const resources = request.resourceIds.length === 0 ? [] : await this.resources.sideList(request.resourceIds, viewer, undefined, 'en');
    const educationIds = await this.education.attachable(viewer, request.educationIds);
    return {
      educationIds,
      elementIds: rows
        .filter((row) => canSee(viewer, { scope: row.scope, ownerId: row.owner_id, teamId: row.team_id, orgId: row.org_id }))
        .map((row) => row.id),
      resourceIds: resources.map((resource) => resource.id),
    };
  }
}
