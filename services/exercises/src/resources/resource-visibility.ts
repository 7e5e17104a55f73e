import { grantsSql, ownershipColumns, visibleGrants, type Viewer } from '@openset/server-kit';

/**
 * Where an element `e` uses the resource `r`: as its thumbnail or among its resources (jsonb
 * `[{ resourceId, caption }]`). Both are indexed (`elements_thumbnail`, `elements_resources`).
 */
export const ELEMENT_USES_RESOURCE = `(e."thumbnail_id" = r."id" or e."resources" @> jsonb_build_array(jsonb_build_object('resourceId', r."id"::text)))`;

/**
 * Which resources `r` this viewer may see, as one SQL condition (its values pushed onto
 * `params`): the library's (no owner) are everybody's, an upload its uploader's and that of
 * whoever may see an element using it, by the one visibility rule of the exercises. An upload is
 * not shared by being uploaded in a team: a picture used only in a private exercise stays
 * private, caption included.
 */
export function resourceVisibleSql(viewer: Viewer, params: unknown[]): string {
  params.push(viewer.accountId);
  const seen = grantsSql(visibleGrants(viewer, 'exercises'), ownershipColumns('e'), params);
  return `(r."owner_id" is null or r."owner_id" = ?
    or exists (select 1 from "exercises"."elements" e where ${ELEMENT_USES_RESOURCE} and ${seen}))`;
}
