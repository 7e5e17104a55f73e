import type { Credit, Element, ElementListItem, ElementType, ExerciseElement, Lang } from '@openset/contracts';
import { canWrite, type Viewer } from '@openset/server-kit';
import type { ElementDbRow, ListDbRow } from './element-row.js';

export function elementType(row: Pick<ElementDbRow, 'scope' | 'is_stack' | 'stack_id'>): ElementType {
  if (row.scope === 'stock') return 'stockExercise';
  if (row.stack_id) return 'stackExercise';
  return `${row.scope}${row.is_stack ? 'Stack' : 'Exercise'}` as ElementType;
}

export const ownedOf = (row: Pick<ElementDbRow, 'scope' | 'owner_id' | 'team_id' | 'org_id'>) => ({
  scope: row.scope,
  ownerId: row.owner_id,
  teamId: row.team_id,
  orgId: row.org_id,
});

function credit(row: ElementDbRow): Credit | null {
  if (!row.source || !row.licence) return null;
  return {
    source: row.source,
    licence: row.licence,
    licenceUrl: row.licence_url,
    author: row.author,
    sourceUrl: row.source_url,
    creditLine: row.credit_line,
    attributionRequired: row.attribution_required,
  };
}

/** The wire shape, in the clinician's language (English where no French text exists). */
export function toElement(
  row: ElementDbRow,
  viewer: Viewer | null,
  lang: Lang,
  children: ElementDbRow[] = [],
): Element {
  const base = {
    id: row.id,
    title: lang === 'fr' ? (row.title_fr ?? row.title_en) : row.title_en,
    instructions: lang === 'fr' ? (row.instructions_fr ?? row.instructions_en) : row.instructions_en,
    reflect: row.reflect,
    thumbnailId: row.thumbnail_id,
    favourite: Boolean(row.favourite),
    folderId: row.folder_id,
    stackId: row.stack_id,
    parameters: row.parameters,
    resources: row.resources.map(({ resourceId, caption, captionFr }) => ({ resourceId, caption: lang === 'fr' && captionFr ? captionFr : caption })),
    updated: new Date(row.updated_at).toISOString(),
    readOnly: viewer ? !canWrite(viewer, ownedOf(row)) : true,
    categoryId: row.category_id,
    bodyRegions: row.body_regions,
    equipment: row.equipment,
    position: row.position,
    credit: credit(row),
    movementKey: row.scope === 'stock' ? row.movement_key : null,
    variantLabel: row.scope === 'stock' ? (lang === 'fr' ? (row.variant_fr ?? row.variant_en) : row.variant_en) : null,
    side: row.scope === 'stock' ? row.side : null,
  };
  const type = elementType(row);
  if (row.is_stack && row.scope !== 'stock') {
    return {
      ...base,
      type: type as 'userStack' | 'teamStack' | 'orgStack',
      exercises: children.map((child) => toElement(child, viewer, lang) as ExerciseElement),
    };
  }
  return { ...base, type: type as ExerciseElement['type'] };
}

/**
 * The lean browser list row; a stack carries its exercises as id, title and thumbnail. A stock
 * row stands for its movement: `variantCount` of its variants match the list.
 */
export function toListItem(row: ListDbRow, viewer: Viewer | null, lang: Lang, children: ListDbRow[] = [], variantCount = 1): ElementListItem {
  const title = (r: ListDbRow) => (lang === 'fr' ? (r.title_fr ?? r.title_en) : r.title_en);
  const base = {
    id: row.id,
    title: title(row),
    thumbnailId: row.thumbnail_id,
    favourite: Boolean(row.favourite),
    folderId: row.folder_id,
    stackId: row.stack_id,
    readOnly: viewer ? !canWrite(viewer, ownedOf(row)) : true,
    categoryId: row.category_id,
    parameters: row.parameters,
    movementKey: row.scope === 'stock' ? row.movement_key : null,
    variantCount,
  };
  const type = elementType(row);
  if (row.is_stack && row.scope !== 'stock') {
    return {
      ...base,
      type: type as 'userStack' | 'teamStack' | 'orgStack',
      exercises: children.map((child) => ({ id: child.id, title: title(child), thumbnailId: child.thumbnail_id })),
    };
  }
  return { ...base, type: type as ExerciseElement['type'] };
}

/** Resource ids an element (and its stack's exercises) shows: thumbnail first, then the others. */
export function resourceIdsOf(rows: ElementDbRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.thumbnail_id) ids.add(row.thumbnail_id);
    for (const resource of row.resources) ids.add(resource.resourceId);
  }
  return [...ids];
}
