import type { FolderKind, ShareLevel } from '@openset/contracts';
import { forbidden } from '../domain-error.js';

/** What one clinician may see and change, resolved once per call. */
export interface Viewer {
  accountId: string;
  teamId: string | null;
  orgId: string | null;
  /** Sharing levels for exercises, folders and education of the clinician's team and organisation. */
  exercises: Record<'team' | 'org', ShareLevel>;
  folders: Record<'team' | 'org', ShareLevel>;
  /** Absent (a viewer written before education was shared): nothing of the team's or organisation's is seen. */
  education?: Record<'team' | 'org', ShareLevel>;
  /** Custom outcome definitions (teamOutcomes, orgOutcomes); absent: nothing of the team's or organisation's is seen. */
  outcomes?: Record<'team' | 'org', ShareLevel>;
  /** The address the call came from (the gateway's `meta.ip`), for the activity log; absent in internal calls. */
  ip?: string | null;
}

/** Who owns a row of a shared library (exercises, folders, templates, uploads). */
export interface Owned {
  scope: 'stock' | FolderKind;
  ownerId: string | null;
  teamId: string | null;
  orgId: string | null;
}

/** Which sharing level governs the rows: exercises (and what hangs on them), folders (and templates), education articles or custom outcomes. */
export type ShareKind = 'exercises' | 'folders' | 'education' | 'outcomes';
export type Scope = Owned['scope'];

/**
 * One scope a viewer may see: every row of that scope whose owning column holds `id` (stock
 * rows are everybody's and name nobody).
 */
export type Grant =
  | { scope: 'stock' }
  | { scope: 'user'; ownerId: string }
  | { scope: 'team'; teamId: string }
  | { scope: 'org'; orgId: string };

const ALL_SCOPES: readonly Scope[] = ['stock', 'user', 'team', 'org'];

const NOT_SHARED: Record<'team' | 'org', ShareLevel> = { team: false, org: false };
/** The viewer's team and organisation sharing levels for a kind of rows. */
export const shareLevels = (viewer: Viewer, kind: ShareKind): Record<'team' | 'org', ShareLevel> => viewer[kind] ?? NOT_SHARED;

/**
 * THE visibility rule, once: the scopes of rows this viewer may see in a library of this kind,
 * narrowed to `scopes` (a tab of the exercise browser, the templates' roots). Every check of one
 * row (`canSee`), every list statement (`grantsSql`) and every ORM filter (`grantsFilter`) is made
 * from these grants, so a list never shows what a read by id would refuse, nor the other way.
 * Stock is everybody's; a user's rows their own; a team's and an organisation's rows follow the
 * team's sharing level (false hides them).
 */
export function visibleGrants(viewer: Viewer | null, kind: ShareKind, scopes: readonly Scope[] = ALL_SCOPES): Grant[] {
  const grants: Grant[] = [];
  if (scopes.includes('stock')) grants.push({ scope: 'stock' });
  if (!viewer) return grants;
  if (scopes.includes('user')) grants.push({ scope: 'user', ownerId: viewer.accountId });
  const levels = shareLevels(viewer, kind);
  if (scopes.includes('team') && viewer.teamId && levels.team !== false) grants.push({ scope: 'team', teamId: viewer.teamId });
  if (scopes.includes('org') && viewer.orgId && levels.org !== false) grants.push({ scope: 'org', orgId: viewer.orgId });
  return grants;
}

function grantCovers(grant: Grant, row: Owned): boolean {
  switch (grant.scope) {
    case 'stock':
      return row.scope === 'stock';
    case 'user':
      return row.scope === 'user' && row.ownerId === grant.ownerId;
    case 'team':
      return row.scope === 'team' && row.teamId === grant.teamId;
    case 'org':
      return row.scope === 'org' && row.orgId === grant.orgId;
  }
}

/** May this viewer see the row at all? Rows they may not see answer ERRNOTFOUND. */
export function canSee(viewer: Viewer, row: Owned, kind: ShareKind = 'exercises'): boolean {
  return visibleGrants(viewer, kind).some((grant) => grantCovers(grant, row));
}

/** May this viewer change the row? Stock never; team/org only with readWrite. */
export function canWrite(viewer: Viewer, row: Owned, kind: ShareKind = 'exercises'): boolean {
  if (!canSee(viewer, row, kind)) return false;
  switch (row.scope) {
    case 'stock':
      return false;
    case 'user':
      return true;
    case 'team':
      return shareLevels(viewer, kind).team === 'readWrite';
    case 'org':
      return shareLevels(viewer, kind).org === 'readWrite';
  }
}

/** The columns of a table that hold a row's ownership, as SQL (quoted, with the table's alias). */
export interface OwnershipColumns {
  scope: string;
  ownerId: string;
  teamId: string;
  orgId: string;
}

/** `e."scope"`, `e."owner_id"`... for a table with the usual column names under `alias`. */
export const ownershipColumns = (alias: string, scopeColumn = 'scope'): OwnershipColumns => ({
  scope: `${alias}."${scopeColumn}"`,
  ownerId: `${alias}."owner_id"`,
  teamId: `${alias}."team_id"`,
  orgId: `${alias}."org_id"`,
});

/**
 * The grants as one SQL condition with `?` placeholders, their values pushed onto `params` in
 * order. No grant is `false`: nothing is visible.
 */
export function grantsSql(grants: readonly Grant[], columns: OwnershipColumns, params: unknown[]): string {
  const terms = grants.map((grant) => {
    switch (grant.scope) {
      case 'stock':
        return `${columns.scope} = 'stock'`;
      case 'user':
        params.push(grant.ownerId);
        return `(${columns.scope} = 'user' and ${columns.ownerId} = ?)`;
      case 'team':
        params.push(grant.teamId);
        return `(${columns.scope} = 'team' and ${columns.teamId} = ?)`;
      case 'org':
        params.push(grant.orgId);
        return `(${columns.scope} = 'org' and ${columns.orgId} = ?)`;
    }
  });
  return terms.length > 0 ? `(${terms.join(' or ')})` : 'false';
}

/**
 * The grants as MikroORM `$or` terms, for an entity whose scope property is `scopeProperty`
 * (`scope` for templates, `kind` for folders). An empty list means nothing is visible: the caller
 * answers an empty page without asking the database.
 */
export function grantsFilter(grants: readonly Grant[], scopeProperty = 'scope'): Record<string, unknown>[] {
  return grants.map(({ scope, ...owner }) => ({ [scopeProperty]: scope, ...owner }));
}

/** Ownership columns for a new row of this kind, or ERRPERMISSION when the viewer may not write there. */
export function ownershipFor(viewer: Viewer, kind: FolderKind, share: ShareKind = 'exercises'): Owned {
  if (kind === 'user') return { scope: 'user', ownerId: viewer.accountId, teamId: null, orgId: null };
  const id = kind === 'team' ? viewer.teamId : viewer.orgId;
  if (!id || shareLevels(viewer, share)[kind] !== 'readWrite') throw forbidden(`No write access to ${kind} ${share}`);
  return kind === 'team'
    ? { scope: 'team', ownerId: viewer.accountId, teamId: id, orgId: null }
    : { scope: 'org', ownerId: viewer.accountId, teamId: null, orgId: id };
}
