import { CLIENT_SORT_COLUMNS, type ClientListQuery } from '@openset/contracts';
import { parseSort, type ListSort } from '@openset/web-kit';

export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];
export type ClientSort = ListSort<ClientSortColumn>;

/** Spec section 9: list pages hold 50 rows (the service pages; 10,000 clients stay smooth). */
export const CLIENTS_PAGE_SIZE = 50;

/** The clients list state, kept in the URL's query: tab, search, sort, filters and page. */
export interface ClientsLocation {
  archived: boolean;
  search: string;
  sort: ClientSort;
  shared: boolean;
  feedback: boolean;
  page: number;
}

export function parseClientsLocation(query: URLSearchParams): ClientsLocation {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    archived: query.get('tab') === 'archived',
    search: (query.get('search') ?? '').trim(),
    sort: parseSort(CLIENT_SORT_COLUMNS, query.get('sort'), query.get('dir')),
    shared: query.get('shared') === '1',
    feedback: query.get('feedback') === '1',
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/** The query string of a location (`?tab=archived&search=…`), empty for the default list. */
export function clientsLocationQuery(location: ClientsLocation): string {
  const params = new URLSearchParams();
  if (location.archived) params.set('tab', 'archived');
  if (location.search) params.set('search', location.search);
  if (location.sort) {
    params.set('sort', location.sort.column);
    params.set('dir', location.sort.direction);
  }
  if (location.shared) params.set('shared', '1');
  if (location.feedback) params.set('feedback', '1');
  if (location.page > 0) params.set('page', String(location.page + 1));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The list call of a location; `shared` only when the profile allows team clients, the unread
 * feedback filter never for restrictPhi staff (the service refuses it: it is health information).
 */
export function clientsListQuery(location: ClientsLocation, { teamClients, restrictPhi }: { teamClients: boolean; restrictPhi: boolean }): Partial<ClientListQuery> {
  return {
    skip: location.page * CLIENTS_PAGE_SIZE,
    limit: CLIENTS_PAGE_SIZE,
    archived: location.archived,
    ...(location.search ? { search: location.search } : {}),
    ...(location.sort ? { sort: location.sort.column, sortDir: location.sort.direction } : {}),
    ...(location.feedback && !restrictPhi ? { feedback: true } : {}),
    ...(location.shared && teamClients ? { shared: true } : {}),
  };
}
