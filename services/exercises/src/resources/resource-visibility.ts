import { grantsSql, ownershipColumns, visibleGrants, type Viewer } from '@openset/server-kit';

/**
 * Where an element `e` uses the resource `r`: as its thumbnail or among its resources (jsonb
 * `[{ resourceId, caption }]`). Both are indexed (`elements_thumbnail`, `elements_resources`).
 */
export const ELEMENT_USES_RESOURCE = `(e."thumbnail_id" = r."id" or e."resources" @> jsonb_build_array(jsonb_build_object('resourceId', r."id"::text)))`;

/**
 * Which resources `r` this viewer may see, as one SQL condition (its values pushed onto
 * `params`): the library's (no owner) are everybody's, an upload its uploader's and that of
 * whoever may see an element using it, by the one visibility rule of the exercises, or an
 * education article attaching it, by the same rule with the education sharing level. An upload is
 * not shared by being uploaded in a team: a picture used only in a private exercise stays
 * private, caption included.
 */
export function resourceVisibleSql(viewer: Viewer, params: unknown[]): string {
  params.push(viewer.accountId);
  const seen = grantsSql(visibleGrants(viewer, 'exercises'), ownershipColumns('e'), params);
  // An education article's attachments follow the article, under the education sharing level.
  const articleSeen = grantsSql(visibleGrants(viewer, 'education', ['user', 'team', 'org']), ownershipColumns('d'), params);
  return `(r."owner_id" is null or r."owner_id" = ?
    or exists (select 1 from "exercises"."elements" e where ${ELEMENT_USES_RESOURCE} and ${seen})
    or exists (select 1 from "exercises"."education" d where d."attachment_ids" @> array[r."id"] and ${articleSeen}))`;
}
