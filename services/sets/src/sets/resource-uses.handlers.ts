import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SET_RESOURCE_SUBJECTS, resourceUsedRequestSchema, type ResourceUsedReply } from '@openset/contracts';
import { Handle, isUuid, parseOrThrow } from '@openset/server-kit';

/** Tables whose `elements` hold set exercises, each naming its thumbnail and resources. */
const TABLES = ['"sets"."sets"', '"sets"."history_points"', '"sets"."drafts"'] as const;

/** An `elements` list naming the resource `?` (given twice): as a thumbnail or among the resources. */
const NAMES = `("elements" @> jsonb_build_array(jsonb_build_object('thumbnailId', ?::text))
  or "elements" @> jsonb_build_array(jsonb_build_object('resources', jsonb_build_array(jsonb_build_object('resourceId', ?::text)))))`;

/**
 * Whether anything of the sets service shows a resource, for the exercises service before it
 * deletes an upload: a set (a client's program or a template), a history point (a record of what
 * a client was given, which stays readable), a draft (which could no longer be saved) or a
 * header's logo (printouts would lose it).
 */
@Controller()
export class ResourceUsesHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handle(SET_RESOURCE_SUBJECTS.resourceUsed)
  async resourceUsed(payload: unknown): Promise<ResourceUsedReply> {
    const { resourceId } = parseOrThrow(resourceUsedRequestSchema, payload);
    if (!isUuid(resourceId)) return { used: false };
    const [row] = await this.em.execute<{ used: boolean }[]>(
      `select ${TABLES.map((table) => `exists (select 1 from ${table} where ${NAMES})`).join(' or ')}
        or exists (select 1 from "sets"."header_footers" where "logo_resource_id" = ?) as "used"`,
      [...TABLES.flatMap(() => [resourceId, resourceId]), resourceId],
    );
    return { used: row?.used === true };
  }
}
