import { CLIENT_OUTCOME_STATUSES, type AssignedOutcomeListQuery } from '@openset/contracts';

/**
 * The manager's place, kept in the address so a reload or Back shows the same list:
 * `?status=due&sort=client&page=2`, and `assign=1` (with `client=<id>` from a client's tab) for the
 * open wizard.
 */
export const OUTCOME_STATUS_TABS = ['all', ...CLIENT_OUTCOME_STATUSES] as const;
export type OutcomeStatusTab = (typeof OUTCOME_STATUS_TABS)[number];
export const OUTCOME_SORTS = ['created', 'client', 'next'] as const;
export type OutcomeSort = (typeof OUTCOME_SORTS)[number];
export const OUTCOMES_PAGE_SIZE = 50;

export interface OutcomesLocation {
  status: OutcomeStatusTab;
  sort: OutcomeSort;
  page: number;
  assign: boolean;
  client: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => ((values as readonly string[]).includes(value ?? '') ? (value as T) : fallback);

export function readLocation(params: URLSearchParams): OutcomesLocation {
  const page = Number(params.get('page'));
  return {
    status: oneOf(OUTCOME_STATUS_TABS, params.get('status'), 'all'),
    sort: oneOf(OUTCOME_SORTS, params.get('sort'), 'created'),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    assign: params.get('assign') === '1',
    client: params.get('client') || null,
  };
}

/** The address's query for a place: defaults left out, pages counted from 1. */
export function writeLocation(location: OutcomesLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (location.status !== 'all') params.set('status', location.status);
  if (location.sort !== 'created') params.set('sort', location.sort);
  if (location.page > 0) params.set('page', String(location.page + 1));
  if (location.assign) params.set('assign', '1');
  if (location.client) params.set('client', location.client);
  return params;
}

export function listQuery(location: OutcomesLocation): Partial<AssignedOutcomeListQuery> {
  return { status: location.status, sort: location.sort, skip: location.page * OUTCOMES_PAGE_SIZE, limit: OUTCOMES_PAGE_SIZE };
}
