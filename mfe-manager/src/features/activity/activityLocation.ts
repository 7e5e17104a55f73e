import { ACTIVITY_ACTIONS, ACTIVITY_OBJECTS, type ActivityAction, type ActivityListQuery, type ActivityObject } from '@openset/contracts';

/** Spec section 9: list pages hold 50 rows. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The log's filters and page, kept in the address's query so a reload or a link shows the same. */
export interface ActivityLocation {
  staffId: string;
  action: ActivityAction | '';
  object: ActivityObject | '';
  /** ISO days (YYYY-MM-DD), '' when open. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => ((values as readonly string[]).includes(value ?? '') ? (value as T) : '');

/** Pure: unit tested. What the address says; anything it cannot read is left open. */
export function parseActivityLocation(query: URLSearchParams): ActivityLocation {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  const day = (name: string) => (DAY.test(query.get(name) ?? '') ? query.get(name)! : '');
  const staffId = query.get('staff') ?? '';
  return {
    staffId: ID.test(staffId) ? staffId : '',
    action: oneOf(ACTIVITY_ACTIONS, query.get('action')),
    object: oneOf(ACTIVITY_OBJECTS, query.get('object')),
    from: day('from'),
    to: day('to'),
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/** Pure: unit tested. The query string of a location, empty for the whole log's first page. */
export function activityLocationQuery(location: ActivityLocation): string {
  const params = new URLSearchParams();
  if (location.staffId) params.set('staff', location.staffId);
  if (location.action) params.set('action', location.action);
  if (location.object) params.set('object', location.object);
  if (location.from) params.set('from', location.from);
  if (location.to) params.set('to', location.to);
  if (location.page > 0) params.set('page', String(location.page + 1));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Pure: unit tested. The filters of the list and of the CSV (the same, without the page). */
export function activityFilter(location: ActivityLocation): Partial<ActivityListQuery> {
  return {
    ...(location.staffId ? { staffId: location.staffId } : {}),
    ...(location.action ? { action: location.action } : {}),
    ...(location.object ? { object: location.object } : {}),
    ...(location.from ? { from: location.from } : {}),
    ...(location.to ? { to: location.to } : {}),
  };
}

export function activityListQuery(location: ActivityLocation): Partial<ActivityListQuery> {
  return { ...activityFilter(location), skip: location.page * ACTIVITY_PAGE_SIZE, limit: ACTIVITY_PAGE_SIZE };
}

export const isFiltered = (location: ActivityLocation): boolean => Object.keys(activityFilter(location)).length > 0;
