import type { ElementListQuery } from '@openset/contracts';
import type { Viewer } from '@openset/server-kit';
import type { IndexedElement } from './engine/indexed-element.js';
import type { ListTab } from './element-query.js';

/**
 * Which indexed elements a search of this tab may answer with: the same rules as the list
 * statement's `visibility` and `scopeAndFilters` (element-query.ts), on the index's copy of the
 * row. Stock needs no viewer; favourites may be exercises inside a stack, every other tab lists
 * top-level elements.
 */
export function searchFilter(
  tab: ListTab,
  viewer: Viewer | null,
  query: ElementListQuery,
  favourites: ReadonlySet<string> | null,
): (element: IndexedElement) => boolean {
  const visible = visibleIn(tab, viewer);
  return ({ row }) =>
    visible(row) &&
    (tab === 'favourite' ? (favourites?.has(row.id) ?? false) : row.stack_id === null) &&
    (!query.categoryId || row.category_id === query.categoryId) &&
    (!query.folderId || (query.folderId === 'root' ? row.folder_id === null : row.folder_id === query.folderId)) &&
    (!query.bodyRegion || row.body_regions.includes(query.bodyRegion)) &&
    (!query.equipment || row.equipment.includes(query.equipment)) &&
    (!query.position || row.position === query.position) &&
    (query.kinds === 'all' || row.is_stack === (query.kinds === 'stack'));
}

function visibleIn(tab: ListTab, viewer: Viewer | null): (row: IndexedElement['row']) => boolean {
  const stock = tab === 'stock' || tab === 'all' || tab === 'favourite';
  if (tab === 'stock' || !viewer) return (row) => stock && row.scope === 'stock';
  const own = tab !== 'team';
  const team = tab !== 'user' && viewer.teamId !== null && viewer.exercises.team !== false;
  const org = tab !== 'user' && viewer.orgId !== null && viewer.exercises.org !== false;
  return (row) => {
    switch (row.scope) {
      case 'stock':
        return stock;
      case 'user':
        return own && row.owner_id === viewer.accountId;
      case 'team':
        return team && row.team_id === viewer.teamId;
      case 'org':
        return org && row.org_id === viewer.orgId;
    }
  };
}
