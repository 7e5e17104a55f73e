import type { ClientListQuery } from '@openset/contracts';

/** A name in the Unicode root order, an accented letter beside its plain one (the migration's indexes hold it). */
const byName = (column: string) => `lower(c."${column}") collate "und-x-icu"`;

/** Sort keys of the list, each index-backed (migration) and ending in the id so pages never overlap. */
const SORTS: Record<ClientListQuery['sort'], string[]> = {
  lastname: [byName('lastname'), byName('firstname')],
  firstname: [byName('firstname'), byName('lastname')],
  email: ['lower(c."email")'],
  updated: ['c."updated_at"'],
  created: ['c."created_at"'],
};

/** The list's `order by` for a sort and direction, over the table aliased `c`. */
export function orderBy(sort: ClientListQuery['sort'], dir: ClientListQuery['sortDir'] = 'asc'): string {
  const direction = dir === 'desc' ? 'desc' : 'asc';
  return [...SORTS[sort], 'c."id"'].map((key) => `${key} ${direction}`).join(', ');
}

/** What a list row shows (contracts' clientListItemSchema) and its owner: every column more is read, parsed and carried for nothing. */
export const LIST_ROW_COLUMNS = `c."id", c."owner_id" as "ownerId", c."firstname", c."lastname", c."email", c."portal_username" as "portalUsername",
  c."portal_enabled" as "portalEnabled", c."archived", c."unread_feedback" as "unreadFeedback", c."updated_at" as "updatedAt"`;
